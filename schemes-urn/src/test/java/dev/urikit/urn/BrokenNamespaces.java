package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Namespaces that misbehave, listed in this module's test {@code META-INF/services} so that discovery
 * meets them: each must be contained while the shipped namespaces keep working.
 */
final class BrokenNamespaces {

  private BrokenNamespaces() {}

  /** Its constructor throws. */
  public static final class ThrowingConstructor implements UrnNamespace {
    public ThrowingConstructor() {
      throw new IllegalStateException("constructor of a broken namespace");
    }

    @Override
    public Set<String> nids() {
      return Set.of("never");
    }
  }

  /** Its constructor throws an Error. */
  public static final class ErrorConstructor implements UrnNamespace {
    public ErrorConstructor() {
      throw new ExceptionInInitializerError("an Error from a broken namespace");
    }

    @Override
    public Set<String> nids() {
      return Set.of("never-either");
    }
  }

  /** nids() throws. */
  public static final class ThrowingNids implements UrnNamespace {
    @Override
    public Set<String> nids() {
      throw new UnsupportedOperationException("nids of a broken namespace");
    }
  }

  /** nids() names something that is not an NID. */
  public static final class InvalidNid implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("not an nid");
    }
  }

  /** validate throws. */
  public static final class ThrowingValidate implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("broken-validate");
    }

    @Override
    public @Nullable SchemeViolation validate(String text, int start, int end) {
      throw new ArithmeticException("validate of a broken namespace");
    }
  }

  /** equivalenceKey throws, and so do view and describe. */
  public static final class ThrowingKey implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("broken-key");
    }

    @Override
    public String equivalenceKey(String nss) {
      throw new StackOverflowError("key of a broken namespace");
    }

    @Override
    public <T> @Nullable T view(Urn urn, Class<T> type) {
      throw new IllegalStateException("view of a broken namespace");
    }

    @Override
    public void describe(Urn urn, dev.urikit.spi.ViewDescription.Builder members) {
      throw new IllegalStateException("describe of a broken namespace");
    }
  }

  /** Claims "twice", as {@link ClaimsTwiceToo} does. */
  public static final class ClaimsTwice implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("twice");
    }
  }

  /** Claims "twice", as {@link ClaimsTwice} does. */
  public static final class ClaimsTwiceToo implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("twice", "once");
    }
  }

  /** Parses URNs while it is being created, which must not start a second discovery. */
  public static final class ParsesWhileLoaded implements UrnNamespace {
    static volatile @Nullable Urn parsed;
    static volatile @Nullable UrnNamespaces seen;

    public ParsesWhileLoaded() {
      seen = UrnNamespaces.installed();
      // a bad ISBN check digit: accepted, since the namespaces are not there yet
      parsed = Urn.parse("urn:isbn:0-306-40615-3");
    }

    @Override
    public Set<String> nids() {
      return Set.of("parses");
    }
  }
}

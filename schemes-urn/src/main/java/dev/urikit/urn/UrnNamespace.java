package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A URN namespace (RFC 8141 section 5): the rules that one or more namespace identifiers add to the
 * generic URN syntax. Found with {@link java.util.ServiceLoader}, like a scheme: list the class in
 * {@code META-INF/services/dev.urikit.urn.UrnNamespace} (or {@code provides} it in a module descriptor).
 *
 * <pre>{@code
 * public final class DoiNamespace implements UrnNamespace {
 *   public Set<String> nids() { return Set.of("doi"); }
 *   public SchemeViolation validate(String text, int start, int end) {
 *     return end - start > 3 && text.startsWith("10.", start)
 *         ? null
 *         : new SchemeViolation(start, "urn.doi.prefix", "a DOI begins with \"10.\" (urn:doi namespace)");
 *   }
 * }
 * }</pre>
 *
 * <p>A URN whose NID no namespace claims follows the generic rules of RFC 8141 alone. A namespace's
 * code is untrusted to the urn scheme: one that cannot be loaded or whose {@link #nids()} throws is
 * left out and listed in {@link UrnNamespaces#failures()}; an NID that two namespaces claim is
 * registered by neither and its URNs are refused naming both; a {@link #validate} that throws fails
 * the parse naming the namespace; a {@link #normalize} or an {@link #equivalenceKey} that throws leaves
 * the URN normalized or compared by the generic rules. Implementations are immutable and thread-safe.
 */
public interface UrnNamespace {

  /** The namespace identifiers this namespace claims, in lower case: {@code Set.of("isbn")}. Asked once. */
  Set<String> nids();

  /**
   * Checks the namespace-specific string {@code text[start, end)}, as written (percent-encoded), of a
   * URN that the generic rules accept. It must not allocate when the NSS is acceptable.
   *
   * @return null when acceptable, otherwise the violation, its index into {@code text} and a code of
   *     the form {@code urn.<nid>.<rule>}
   */
  default @Nullable SchemeViolation validate(String text, int start, int end) {
    return null;
  }

  /**
   * The namespace's normal form of {@code nss} (RFC 8141 section 3.2, lexical equivalence written out):
   * {@code F81D4FAE-...} becomes {@code f81d4fae-...} in the uuid namespace. {@code nss} is valid and
   * already normalized by the generic rules (percent-encoding hex digits in upper case). Two URNs of
   * this namespace that are equal must normalize to one NSS, so a namespace with an equivalence of its
   * own writes it here; the result must be an NSS this namespace accepts (one it refuses, or a throw,
   * leaves the NSS as the generic rules wrote it). The default is {@code nss} itself.
   */
  default String normalize(String nss) {
    return nss;
  }

  /**
   * The namespace's lexical-equivalence key of {@code nss} (RFC 8141 section 3.2): two URNs of this
   * namespace are equal when their keys are. {@code nss} is valid and already normalized, by the generic
   * rules and by {@link #normalize(String)}, so a namespace whose equivalence {@code normalize} writes
   * out needs no key of its own. The default is {@code nss} itself.
   */
  default String equivalenceKey(String nss) {
    return nss;
  }

  /** This namespace's typed view of {@code urn} of type {@code type}, or null when it offers none. */
  default <T> @Nullable T view(Urn urn, Class<T> type) {
    return null;
  }

  /**
   * Puts what the namespace's view says of {@code urn} into {@code members}, which the {@code urikit}
   * command prints as the {@code "namespace"} object of the urn view. The default puts nothing, and no
   * such object is printed.
   */
  default void describe(Urn urn, ViewDescription.Builder members) {}
}

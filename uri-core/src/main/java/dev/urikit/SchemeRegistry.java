package dev.urikit;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.jspecify.annotations.Nullable;

/**
 * The schemes that parsing, normalization and equivalence consult.
 *
 * <p>{@link #installed()} holds the schemes of every {@link SchemeProvider} on the class path, found
 * once with {@link ServiceLoader}; {@link #builder()} composes a registry by hand; {@link #empty()} has
 * none, so that everything follows the generic rules of RFC 3986 alone.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("HTTP")   // the http scheme, when schemes-http is on the class path
 * SchemeRegistry.empty().lookup("http")       // null
 * }</pre>
 *
 * <p>Two providers that register one scheme name are an error naming both classes. A provider that
 * cannot be loaded or fails while registering is left out, named in {@link #failures()} and logged;
 * the other providers' schemes still load.
 */
public final class SchemeRegistry {

  private static final SchemeRegistry EMPTY = new SchemeRegistry(Map.of(), List.of());
  private static volatile @Nullable SchemeRegistry installed;

  private final Map<String, Scheme> byName;
  private final List<String> failures;
  /** Open-addressing table by lower-case name, so lookups from parse allocate nothing. */
  private final Scheme[] table;
  private final int mask;

  private SchemeRegistry(Map<String, Scheme> byName, List<String> failures) {
    this.byName = Collections.unmodifiableMap(new LinkedHashMap<>(byName));
    this.failures = List.copyOf(failures);
    int size = Integer.highestOneBit(Math.max(4, byName.size() * 4) - 1) << 1;
    this.table = new Scheme[size];
    this.mask = size - 1;
    for (Scheme scheme : byName.values()) {
      String name = scheme.name();
      int slot = hash(name, 0, name.length()) & mask;
      while (table[slot] != null) {
        slot = (slot + 1) & mask;
      }
      table[slot] = scheme;
    }
  }

  /** The schemes of every provider on the class path, discovered on first use and then kept. */
  public static SchemeRegistry installed() {
    SchemeRegistry result = installed;
    if (result == null) {
      synchronized (SchemeRegistry.class) {
        result = installed;
        if (result == null) {
          result = discover();
          installed = result;
        }
      }
    }
    return result;
  }

  /** A registry without schemes: every URI follows the generic syntax only. */
  public static SchemeRegistry empty() {
    return EMPTY;
  }

  /** A builder for a registry composed by hand. */
  public static Builder builder() {
    return new Builder();
  }

  /** The scheme registered under {@code name} (compared without regard to case), or null. */
  public @Nullable Scheme lookup(String name) {
    return lookup(name, 0, name.length());
  }

  /** The scheme whose name is {@code text[start, end)}, compared without regard to case, or null. */
  public @Nullable Scheme lookup(CharSequence text, int start, int end) {
    if (byName.isEmpty()) {
      return null;
    }
    int slot = hash(text, start, end) & mask;
    int length = end - start;
    for (Scheme candidate; (candidate = table[slot]) != null; slot = (slot + 1) & mask) {
      String name = candidate.name();
      if (name.length() == length && equalsIgnoreCase(name, text, start)) {
        return candidate;
      }
    }
    return null;
  }

  /** The registered schemes, in registration order. */
  public Collection<Scheme> schemes() {
    return byName.values();
  }

  /** One line per provider that could not be loaded or failed to register, naming its class. */
  public List<String> failures() {
    return failures;
  }

  @Override
  public String toString() {
    return "SchemeRegistry" + byName.keySet();
  }

  private static SchemeRegistry discover() {
    Builder builder = new Builder();
    List<String> failures = new ArrayList<>();
    ServiceLoader<SchemeProvider> loader =
        ServiceLoader.load(SchemeProvider.class, SchemeRegistry.class.getClassLoader());
    Iterator<ServiceLoader.Provider<SchemeProvider>> it = loader.stream().iterator();
    while (true) {
      ServiceLoader.Provider<SchemeProvider> provider;
      try {
        if (!it.hasNext()) {
          break;
        }
        provider = it.next();
      } catch (ServiceConfigurationError e) {
        failures.add(e.getMessage());
        continue;
      }
      String className = provider.type().getName();
      Builder attempt = builder.copy();
      try {
        attempt.add(provider.get(), className);
      } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
        if (e instanceof DuplicateSchemeException duplicate) {
          throw duplicate;
        }
        failures.add(className + " failed to load: " + e);
        continue;
      }
      builder = attempt;
    }
    if (!failures.isEmpty()) {
      System.Logger log = System.getLogger("dev.urikit");
      for (String failure : failures) {
        log.log(System.Logger.Level.WARNING, "scheme provider left out: " + failure);
      }
    }
    return new SchemeRegistry(builder.byName, failures);
  }

  private static int hash(CharSequence text, int start, int end) {
    int h = 0;
    for (int i = start; i < end; i++) {
      h = 31 * h + (text.charAt(i) | 0x20);
    }
    return h ^ (h >>> 16);
  }

  /** Whether {@code text} at {@code start} holds {@code lowerName}, its letters in either case. */
  private static boolean equalsIgnoreCase(String lowerName, CharSequence text, int start) {
    for (int i = 0; i < lowerName.length(); i++) {
      char c = text.charAt(start + i);
      char expected = lowerName.charAt(i);
      if (c != expected && !(c >= 'A' && c <= 'Z' && (c | 0x20) == expected)) {
        return false;
      }
    }
    return true;
  }

  /** Composes a registry from schemes and providers. */
  public static final class Builder {

    private final Map<String, Scheme> byName = new LinkedHashMap<>();
    private final Map<String, String> origin = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Adds one scheme.
     *
     * @throws IllegalArgumentException if its name is not a lower-case RFC 3986 scheme
     * @throws IllegalStateException if a scheme of that name is already present
     */
    public Builder add(Scheme scheme) {
      return add(scheme, scheme.getClass().getName());
    }

    /** Adds every scheme that {@code provider} registers. */
    public Builder add(SchemeProvider provider) {
      return add(provider, provider.getClass().getName());
    }

    /** The registry; later changes to this builder do not affect it. */
    public SchemeRegistry build() {
      return new SchemeRegistry(byName, List.of());
    }

    private Builder add(SchemeProvider provider, String className) {
      provider.register(
          new SchemeRegistrar() {
            @Override
            public SchemeRegistrar add(Scheme scheme) {
              Builder.this.add(scheme, className);
              return this;
            }
          });
      return this;
    }

    private Builder add(Scheme scheme, String className) {
      String name = scheme.name();
      if (!isLowerCaseScheme(name)) {
        throw new IllegalArgumentException(
            className + " registers an invalid scheme name \"" + name + "\" (RFC 3986 section 3.1, lower case)");
      }
      String previous = origin.get(name);
      if (previous != null) {
        throw new DuplicateSchemeException(
            "scheme \"" + name + "\" is registered twice: by " + previous + " and by " + className);
      }
      byName.put(name, scheme);
      origin.put(name, className);
      return this;
    }

    private Builder copy() {
      Builder copy = new Builder();
      copy.byName.putAll(byName);
      copy.origin.putAll(origin);
      return copy;
    }

    private static boolean isLowerCaseScheme(String name) {
      if (name.isEmpty() || !CharClass.ALPHA.contains(name.charAt(0))) {
        return false;
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (!CharClass.SCHEME.contains(c) || c != Character.toLowerCase(c)) {
          return false;
        }
      }
      return name.equals(name.toLowerCase(Locale.ROOT));
    }
  }

  /** Two providers for one scheme name: fatal, unlike a provider that fails to load. */
  private static final class DuplicateSchemeException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    DuplicateSchemeException(String message) {
      super(message);
    }
  }
}

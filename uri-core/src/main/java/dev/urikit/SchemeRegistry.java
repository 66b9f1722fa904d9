package dev.urikit;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import dev.urikit.spi.UriView;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The schemes that parsing, normalization and equivalence consult.
 *
 * <p>{@link #installed()} holds the schemes of every {@link SchemeProvider} on the class path, found
 * once with {@link ServiceLoader}; {@link #discover(ClassLoader)} finds them anew through another class
 * loader (plugin jars); {@link #builder()} composes a registry by hand; {@link #empty()} has none, so that
 * everything follows the generic rules of RFC 3986 alone.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("HTTP")   // the http scheme, when schemes-http is on the class path
 * SchemeRegistry.empty().lookup("http")       // null
 * }</pre>
 *
 * <h2>Discovery is robust to broken providers</h2>
 *
 * <ul>
 *   <li>A provider that cannot be loaded, or whose constructor or {@code register} throws anything (an
 *       {@code Error} included), is left out whole and named in {@link #failures()}; every other
 *       provider's schemes work.
 *   <li>A scheme name that two providers claim is registered by neither: it is named in
 *       {@link #failures()} with both classes, and a URI of that scheme fails with
 *       {@link UriSyntaxException.Kind#SCHEME_FAILURE} naming them. The providers' other schemes work. An
 *       application picks one with {@code installed().toBuilder().add(chosen).build()}.
 *   <li>Discovery runs once. A provider that parses a URI while it registers gets the generic rules
 *       ({@link #empty()}) for that URI, rather than a second discovery. A provider must not wait, while it
 *       registers, for another thread that parses: that thread waits for discovery to end.
 * </ul>
 *
 * <h2>Registries and equality</h2>
 *
 * <p>A reference keeps the scheme that checked it. Two URIs are equal when their equivalence keys are:
 * a URI of an unregistered scheme has its syntax-normalized text as key, a URI of a registered scheme
 * the key its scheme gives, which the core keeps within that scheme's name. So {@code http://a/} parsed
 * with the installed schemes equals {@code http://a/} parsed with {@link #empty()} (both keys are
 * {@code http://a/}), but {@code http://a:80/} is equal to them only under the http scheme, which
 * knows port 80: parsed with {@link #empty()} it is a different key.
 *
 * <ul>
 *   <li>The same text can therefore be unequal under two registries: {@code http://h:80/a} under the
 *       installed schemes and under {@link #empty()}.
 *   <li>Two registries with different schemes of the same name compare by the keys each scheme gives:
 *       when both schemes give the same key, the URIs are equal.
 *   <li>A scheme's key is compared, within the scheme's name, with the syntax-normalized text of the URIs
 *       that no scheme checked; a key of another form equals no URI of a registry without that scheme.
 *   <li>{@code equals} stays an equivalence relation consistent with {@code hashCode} and
 *       {@code compareTo} across registries; a set that mixes registries can hold the same text twice.
 *   <li>Relative references compare by syntax alone, whatever the registry.
 * </ul>
 */
public final class SchemeRegistry {

  private static final SchemeRegistry EMPTY = new SchemeRegistry(List.of(), Map.of(), List.of());
  private static volatile @Nullable SchemeRegistry installed;
  private static @Nullable Thread discoverer;

  private final Map<String, Scheme> byName;
  private final List<Registered.Claim> claims;
  private final List<String> failures;
  /** Open-addressing table by lower-case name, so lookups from parse allocate nothing. */
  private final Registered[] table;
  private final int mask;
  private final boolean empty;
  final Registered unregistered;

  private SchemeRegistry(List<Registered.Claim> claims, Map<String, String> conflicts, List<String> failures) {
    this.claims = List.copyOf(claims);
    this.failures = List.copyOf(failures);
    this.unregistered = Registered.unregistered(this);
    Map<String, Scheme> names = new LinkedHashMap<>();
    List<Registered> entries = new ArrayList<>();
    for (Registered.Claim claim : claims) {
      names.put(claim.name, claim.scheme);
      entries.add(Registered.of(this, claim));
    }
    conflicts.forEach((name, message) -> entries.add(Registered.conflict(this, name, message)));
    this.byName = Collections.unmodifiableMap(names);
    int size = Integer.highestOneBit(Math.max(4, entries.size() * 4) - 1) << 1;
    this.table = new Registered[size];
    this.mask = size - 1;
    this.empty = entries.isEmpty();
    for (Registered entry : entries) {
      int slot = (entry.key != NO_KEY ? hash(entry.key) : hash(entry.name, 0, entry.name.length())) & mask;
      while (table[slot] != null) {
        slot = (slot + 1) & mask;
      }
      table[slot] = entry;
    }
  }

  /** The schemes of every provider on the class path, discovered on first use and then kept. */
  public static SchemeRegistry installed() {
    SchemeRegistry result = installed;
    if (result != null) {
      return result;
    }
    synchronized (SchemeRegistry.class) {
      result = installed;
      if (result != null) {
        return result;
      }
      if (discoverer == Thread.currentThread()) {
        return EMPTY; // a provider parses while it registers: generic rules, no second discovery
      }
      discoverer = Thread.currentThread();
      try {
        result = Discovery.discover(SchemeRegistry.class.getClassLoader());
      } finally {
        discoverer = null;
      }
      installed = result;
      return result;
    }
  }

  /**
   * A new registry of the schemes of every {@link SchemeProvider} that {@link ServiceLoader} finds
   * through {@code loader}, for schemes that the class path does not hold: plugin jars, say, under a
   * {@link java.net.URLClassLoader} whose parent is the application's loader, which then finds the
   * installed providers too. Failures are contained as in {@link #installed()}: a provider that throws
   * is left out and named in {@link #failures()}, and a scheme that two providers claim is registered by
   * neither. Each call discovers anew, creating a new instance of each provider; nothing is kept.
   *
   * <pre>{@code
   * URLClassLoader plugins = new URLClassLoader(new URL[] {Path.of("demo-scheme.jar").toUri().toURL()},
   *     Main.class.getClassLoader());
   * SchemeRegistry registry = SchemeRegistry.discover(plugins);
   * registry.lookup("demo")                  // the scheme of demo-scheme.jar's provider
   * Uri.parse("demo://h:7000/a", registry)   // checked, normalized and compared by its rules
   * }</pre>
   *
   * @param loader the class loader whose {@code META-INF/services/dev.urikit.spi.SchemeProvider}
   *     files list the providers, and which loads them
   */
  public static SchemeRegistry discover(ClassLoader loader) {
    return Discovery.discover(Objects.requireNonNull(loader, "loader"));
  }

  /** A registry without schemes: every URI follows the generic syntax only. */
  public static SchemeRegistry empty() {
    return EMPTY;
  }

  /** A builder for a registry composed by hand. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder holding this registry's schemes, to add, replace or remove some. */
  public Builder toBuilder() {
    Builder builder = new Builder();
    for (Registered.Claim claim : claims) {
      builder.claims.put(claim.name, claim);
    }
    return builder;
  }

  /** The scheme registered under {@code name} (compared without regard to case), or null. */
  public @Nullable Scheme lookup(String name) {
    return entry(name, 0, name.length()).scheme;
  }

  /** The scheme whose name is {@code text[start, end)}, compared without regard to case, or null. */
  public @Nullable Scheme lookup(CharSequence text, int start, int end) {
    return entry(text, start, end).scheme;
  }

  /** The entry of the name {@code text[start, end)}: a scheme, a conflict, or {@link #unregistered}. */
  Registered entry(CharSequence text, int start, int end) {
    return empty ? unregistered : entry(text, start, end, key(text, start, end));
  }

  /**
   * The entry of the name {@code text[start, end)} whose {@link #key} is {@code key}: the parser
   * computes the key as it reads the scheme, so that a name of up to eight characters is found by
   * comparing one {@code long}.
   */
  Registered entry(CharSequence text, int start, int end, long key) {
    if (empty || start == end) {
      return unregistered;
    }
    if (end - start <= MAX_KEYED) {
      if (key != NO_KEY) {
        for (int slot = hash(key) & mask; table[slot] != null; slot = (slot + 1) & mask) {
          if (table[slot].key == key) {
            return table[slot];
          }
        }
      }
      return unregistered;
    }
    int slot = hash(text, start, end) & mask;
    int length = end - start;
    for (Registered candidate; (candidate = table[slot]) != null; slot = (slot + 1) & mask) {
      String name = candidate.name;
      if (name.length() == length && equalsIgnoreCase(name, text, start)) {
        return candidate;
      }
    }
    return unregistered;
  }

  /**
   * The class that registered the scheme called {@code name} (compared without regard to case): the
   * {@link SchemeProvider} that registered it, or the scheme's own class when it was added to a
   * {@link Builder} by itself; null when no scheme of that name is registered. A tool says with it where
   * a scheme comes from (its jar, its version) without asking the provider again.
   *
   * <pre>{@code
   * SchemeRegistry.installed().origin("https")   // class dev.urikit.http.HttpSchemeProvider
   * }</pre>
   */
  public @Nullable Class<?> origin(String name) {
    for (Registered.Claim claim : claims) {
      if (claim.name.equalsIgnoreCase(name)) {
        return claim.originClass;
      }
    }
    return null;
  }

  /** The registered schemes, in registration order. */
  public Collection<Scheme> schemes() {
    return byName.values();
  }

  /**
   * The view types that the registered schemes list ({@link Scheme#viewTypes()}), each once, in
   * registration order: {@code HttpUri} for http, https, ws and wss together. A tool that reads and
   * writes every view on the class path without depending on the scheme modules starts here.
   *
   * <pre>{@code
   * SchemeRegistry.installed().viewTypes()   // [class dev.urikit.http.HttpUri, class dev.urikit.urn.Urn, ...]
   * }</pre>
   */
  public Set<Class<? extends UriView<?, ?>>> viewTypes() {
    Set<Class<? extends UriView<?, ?>>> types = new LinkedHashSet<>();
    for (Registered.Claim claim : claims) {
      types.addAll(claim.viewTypes);
    }
    return Collections.unmodifiableSet(types);
  }

  /**
   * One line per provider that could not be loaded or failed to register, naming its class, and one per
   * scheme name that two providers claim, naming both.
   */
  public List<String> failures() {
    return failures;
  }

  @Override
  public String toString() {
    return "SchemeRegistry" + byName.keySet();
  }

  static SchemeRegistry of(List<Registered.Claim> claims, Map<String, String> conflicts, List<String> failures) {
    return new SchemeRegistry(claims, conflicts, failures);
  }

  /** The longest scheme name that has a {@link #key}. */
  static final int MAX_KEYED = 8;
  /** The key of a name that has none: no name's key has all bits set. */
  static final long NO_KEY = -1L;

  /**
   * The key of the scheme name {@code text[start, end)} of at most {@link #MAX_KEYED} characters: one
   * character a byte, each with bit {@code 0x20} set, which puts letters in lower case and leaves the
   * other scheme characters (digits, {@code "+"}, {@code "-"}, {@code "."}) as they are. A longer name,
   * or text that is no scheme name, has {@link #NO_KEY}.
   */
  static long key(CharSequence text, int start, int end) {
    if (end - start > MAX_KEYED || end == start || !CharClass.ALPHA.contains(text.charAt(start))) {
      return NO_KEY;
    }
    long key = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (!CharClass.SCHEME.contains(c)) {
        return NO_KEY;
      }
      key = key << 8 | (c | 0x20);
    }
    return key;
  }

  /** The slot hash of a {@link #key}. */
  private static int hash(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h >>> 40);
  }

  /**
   * The slot hash of a scheme name longer than {@link #MAX_KEYED}: its length and its first and last
   * letters, without regard to case. Scheme names are short and few, and the table is at least four
   * times their number, so this spreads them well; reading two characters instead of all keeps such a
   * lookup to one pass over the name (the comparison).
   */
  private static int hash(CharSequence text, int start, int end) {
    int h = ((end - start) * 31 + (text.charAt(start) | 0x20)) * 31 + (text.charAt(end - 1) | 0x20);
    return h ^ (h >>> 7);
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

  /** Composes a registry from schemes and providers. Not thread-safe. */
  public static final class Builder {

    private final Map<String, Registered.Claim> claims = new LinkedHashMap<>();

    private Builder() {}

    /**
     * Adds one scheme.
     *
     * @throws IllegalArgumentException if its name is not a lower-case RFC 3986 scheme, or one of its
     *     constant hooks (name, form, default port) answers wrongly
     * @throws IllegalStateException if a scheme of that name is already present
     */
    public Builder add(Scheme scheme) {
      return add(new Registered.Claim(scheme, scheme.getClass()));
    }

    /**
     * Adds every scheme that {@code provider} registers.
     *
     * @throws IllegalStateException if one of them is already present
     */
    public Builder add(SchemeProvider provider) {
      List<Registered.Claim> added = new ArrayList<>();
      provider.register(registrar(scheme -> added.add(new Registered.Claim(scheme, provider.getClass()))));
      for (Registered.Claim claim : added) {
        add(claim);
      }
      return this;
    }

    /** Removes the scheme called {@code name} (any case), if present. */
    public Builder remove(String name) {
      claims.keySet().removeIf(key -> key.equalsIgnoreCase(name));
      return this;
    }

    /** The registry; later changes to this builder do not affect it. */
    public SchemeRegistry build() {
      return new SchemeRegistry(new ArrayList<>(claims.values()), Map.of(), List.of());
    }

    private Builder add(Registered.Claim claim) {
      Registered.Claim previous = claims.get(claim.name);
      if (previous != null) {
        throw new IllegalStateException("scheme \"" + claim.name + "\" is registered twice: by "
            + previous.origin + " and by " + claim.origin);
      }
      claims.put(claim.name, claim);
      return this;
    }
  }

  /** {@link ServiceLoader} discovery, with every provider's failure contained. */
  private static final class Discovery {

    /** The registry of the providers that {@code classLoader}'s service loader finds. */
    static SchemeRegistry discover(ClassLoader classLoader) {
      List<String> failures = new ArrayList<>();
      Map<String, List<Registered.Claim>> byName = new LinkedHashMap<>();
      try {
        ServiceLoader<SchemeProvider> loader = ServiceLoader.load(SchemeProvider.class, classLoader);
        Iterator<ServiceLoader.Provider<SchemeProvider>> it = loader.stream().iterator();
        while (true) {
          ServiceLoader.Provider<SchemeProvider> provider;
          try {
            if (!it.hasNext()) {
              break;
            }
            provider = it.next();
          } catch (Throwable t) {
            failures.add("a scheme provider could not be loaded: " + describe(t));
            continue;
          }
          register(provider, byName, failures);
        }
      } catch (Throwable t) {
        failures.add("scheme discovery stopped: " + describe(t));
      }
      List<Registered.Claim> claims = new ArrayList<>();
      Map<String, String> conflicts = new LinkedHashMap<>();
      byName.forEach((name, claimants) -> {
        if (claimants.size() == 1) {
          claims.add(claimants.get(0));
          return;
        }
        StringBuilder who = new StringBuilder();
        for (int i = 0; i < claimants.size(); i++) {
          who.append(i == 0 ? "" : i == claimants.size() - 1 ? " and " : ", ").append(claimants.get(i).origin);
        }
        String message = "scheme \"" + name + "\" is claimed by " + who
            + ", so neither registers it; choose one with SchemeRegistry.builder()";
        conflicts.put(name, message);
        failures.add(message);
      });
      if (!failures.isEmpty()) {
        System.Logger log = System.getLogger("dev.urikit");
        for (String failure : failures) {
          log.log(System.Logger.Level.WARNING, "scheme provider left out: " + failure);
        }
      }
      return SchemeRegistry.of(claims, conflicts, failures);
    }

    /** Collects one provider's schemes; if anything it does throws, none of them. */
    private static void register(ServiceLoader.Provider<SchemeProvider> provider,
        Map<String, List<Registered.Claim>> byName, List<String> failures) {
      String origin = "a scheme provider";
      List<Registered.Claim> mine = new ArrayList<>();
      try {
        Class<? extends SchemeProvider> type = provider.type();
        origin = type.getName();
        String className = origin;
        Map<String, Registered.Claim> seen = new LinkedHashMap<>();
        provider.get().register(registrar(scheme -> {
          Registered.Claim claim = new Registered.Claim(scheme, type);
          if (seen.putIfAbsent(claim.name, claim) != null) {
            throw new IllegalArgumentException(className + " registers scheme \"" + claim.name + "\" twice");
          }
          mine.add(claim);
        }));
      } catch (Throwable t) {
        failures.add(origin + " failed to register: " + describe(t));
        return;
      }
      for (Registered.Claim claim : mine) {
        byName.computeIfAbsent(claim.name, k -> new ArrayList<>()).add(claim);
      }
    }
  }

  private static SchemeRegistrar registrar(Consumer<Scheme> sink) {
    return new SchemeRegistrar() {
      @Override
      public SchemeRegistrar add(Scheme scheme) {
        sink.accept(scheme);
        return this;
      }
    };
  }

  /** The class and message of {@code t}, without calling code of {@code t}'s own that might throw again. */
  static String describe(Throwable t) {
    String message;
    try {
      message = t.getMessage();
    } catch (Throwable ignored) {
      message = null;
    }
    return t.getClass().getName() + (message == null ? "" : ": " + message);
  }
}

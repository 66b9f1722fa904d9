package dev.urikit;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.UriView;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a registry knows of one scheme name: the scheme and the answers of its constant hooks, asked
 * once at registration so that a hook cannot fail later; or, for a name that two providers claim, the
 * conflict; or, for every other name, nothing ({@link SchemeRegistry}'s own unregistered entry). Each
 * reference keeps the entry that checked it, so its scheme and registry are fixed at creation.
 *
 * <p>An entry of a scheme with DNS hosts ({@link Scheme#hasDnsHosts()}) has a twin, {@link #dnsNamed},
 * alike in all but {@link #hostIsDnsName()}: the parser gives it to a URI whose host it has read as a DNS
 * host name, so that the scheme learns this fact through {@link dev.urikit.spi.UriLayout#hostIsDnsName}
 * without a field in every URI. Only the parser, which read the host, hands out the twin; the IRI
 * mapping, to a URI whose host it wrote as A-labels that form a DNS host name; and resolution, to a
 * target whose authority is its base's, text for text.
 */
final class Registered {

  final SchemeRegistry registry;
  /** The scheme; null for the unregistered entry and for a conflict. */
  final @Nullable Scheme scheme;
  /** The lower-case name; {@code ""} for the unregistered entry. */
  final String name;
  /** The class the scheme came from (its provider's, when discovered), for error messages. */
  final String origin;
  final SchemeForm form;
  final @Nullable Integer defaultPort;
  final boolean canBeBase;
  final boolean hierarchicalPath;
  final boolean decodesUnreserved;
  final boolean dnsHosts;
  /** {@link Scheme#hasPathRoots()}: whether resolution asks the scheme where a path's root ends. */
  final boolean pathRoots;
  /** Why the name is unusable (two providers claim it), or null. */
  final @Nullable String conflict;
  /** The name's {@link SchemeRegistry#key}, for the registry's table. */
  final long key;
  /** This entry's twin for URIs whose host is a DNS host name, for a scheme with DNS hosts; this entry otherwise. */
  final Registered dnsNamed;
  /** The registry's own entry: this one, or the one of which this is the twin. */
  final Registered plain;

  private Registered(SchemeRegistry registry, @Nullable Scheme scheme, String name, String origin, SchemeForm form,
      @Nullable Integer defaultPort, boolean canBeBase, boolean hierarchicalPath, boolean decodesUnreserved,
      boolean dnsHosts, boolean pathRoots, @Nullable String conflict) {
    this.registry = registry;
    this.scheme = scheme;
    this.name = name;
    this.origin = origin;
    this.form = form;
    this.defaultPort = defaultPort;
    this.canBeBase = canBeBase;
    this.hierarchicalPath = hierarchicalPath;
    this.decodesUnreserved = decodesUnreserved;
    this.dnsHosts = dnsHosts;
    this.pathRoots = pathRoots;
    this.conflict = conflict;
    this.key = SchemeRegistry.key(name, 0, name.length());
    this.plain = this;
    this.dnsNamed = dnsHosts ? new Registered(this) : this;
  }

  /** The twin of {@code plain} whose URIs' hosts are DNS host names. */
  private Registered(Registered plain) {
    this.registry = plain.registry;
    this.scheme = plain.scheme;
    this.name = plain.name;
    this.origin = plain.origin;
    this.form = plain.form;
    this.defaultPort = plain.defaultPort;
    this.canBeBase = plain.canBeBase;
    this.hierarchicalPath = plain.hierarchicalPath;
    this.decodesUnreserved = plain.decodesUnreserved;
    this.dnsHosts = plain.dnsHosts;
    this.pathRoots = plain.pathRoots;
    this.conflict = plain.conflict;
    this.key = plain.key;
    this.plain = plain;
    this.dnsNamed = this;
  }

  static Registered unregistered(SchemeRegistry registry) {
    return new Registered(registry, null, "", "", SchemeForm.ANY, null, true, true, true, false, false, null);
  }

  static Registered conflict(SchemeRegistry registry, String name, String message) {
    return new Registered(registry, null, name, "", SchemeForm.ANY, null, true, true, true, false, false, message);
  }

  /** The entry of {@code claim} in {@code registry}. */
  static Registered of(SchemeRegistry registry, Claim claim) {
    return new Registered(registry, claim.scheme, claim.name, claim.origin, claim.form, claim.defaultPort,
        claim.canBeBase, claim.hierarchicalPath, claim.decodesUnreserved, claim.dnsHosts, claim.pathRoots, null);
  }

  /** The class name of the scheme, for messages about its hooks. */
  /** Whether the URIs holding this entry have a host that the parser read as a DNS host name: it is a twin. */
  boolean hostIsDnsName() {
    return plain != this;
  }

  String schemeClass() {
    return scheme == null ? "" : scheme.getClass().getName();
  }

  /**
   * A scheme with its constant hooks asked once, which is where a hostile or broken scheme fails at
   * registration rather than later.
   */
  static final class Claim {
    final Scheme scheme;
    final String name;
    final String origin;
    /** The provider that registered the scheme, or the scheme's own class when it was added by itself. */
    final Class<?> originClass;
    final SchemeForm form;
    final @Nullable Integer defaultPort;
    final boolean canBeBase;
    final boolean hierarchicalPath;
    final boolean decodesUnreserved;
    final boolean dnsHosts;
    final boolean pathRoots;
    final List<Class<? extends UriView<?, ?>>> viewTypes;

    Claim(Scheme scheme, Class<?> originClass) {
      String origin = originClass.getName();
      String name = scheme.name();
      if (!isLowerCaseScheme(name)) {
        throw new IllegalArgumentException(
            origin + " registers an invalid scheme name \"" + name + "\" (RFC 3986 section 3.1, in lower case)");
      }
      SchemeForm form = scheme.form();
      if (form == null) {
        throw new IllegalArgumentException(origin + ": the form of scheme \"" + name + "\" is null");
      }
      Integer port = scheme.defaultPort();
      if (port != null && (port < 0 || port > 65535)) {
        throw new IllegalArgumentException(origin + ": the default port of scheme \"" + name + "\" is " + port);
      }
      this.scheme = scheme;
      this.name = name;
      this.origin = origin;
      this.originClass = originClass;
      this.form = form;
      this.defaultPort = port;
      this.canBeBase = scheme.canBeBase();
      this.hierarchicalPath = scheme.hasHierarchicalPath();
      this.decodesUnreserved = scheme.decodesUnreserved();
      this.pathRoots = scheme.hasPathRoots();
      this.dnsHosts = scheme.hasDnsHosts();
      List<Class<? extends UriView<?, ?>>> views = scheme.viewTypes();
      if (views == null || views.stream().anyMatch(type -> type == null)) {
        throw new IllegalArgumentException(origin + ": the view types of scheme \"" + name + "\" are or hold null");
      }
      this.viewTypes = List.copyOf(views);
    }

    private static boolean isLowerCaseScheme(@Nullable String name) {
      if (name == null || name.isEmpty() || !CharClass.ALPHA.contains(name.charAt(0))) {
        return false;
      }
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (!CharClass.SCHEME.contains(c) || (c >= 'A' && c <= 'Z')) {
          return false;
        }
      }
      return true;
    }
  }
}

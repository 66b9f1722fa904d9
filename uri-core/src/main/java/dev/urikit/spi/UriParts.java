package dev.urikit.spi;

import dev.urikit.UriReference;
import dev.urikit.internal.Offsets;
import dev.urikit.internal.PartsOfText;
import dev.urikit.internal.Recomposition;
import org.jspecify.annotations.Nullable;

/**
 * The components of a URI being normalized, as raw (percent-encoded) strings that a
 * {@link Scheme#normalize(UriParts)} hook may change. Absent components are null; present but empty
 * ones are {@code ""}. Not thread-safe: it lives for one normalization.
 */
public final class UriParts {

  static {
    PartsOfText.install(new PartsOfText() {
      @Override
      public UriParts of(UriReference ref) {
        return new UriParts(ref);
      }
    });
  }

  private static final Offsets OFFSETS = Offsets.get();

  // One bit per component, for unread and replaced.
  private static final int SCHEME = 1;
  private static final int USER_INFO = 1 << 1;
  private static final int HOST = 1 << 2;
  private static final int PORT = 1 << 3;
  private static final int PATH = 1 << 4;
  private static final int QUERY = 1 << 5;
  private static final int FRAGMENT = 1 << 6;

  private String scheme;
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  private String path;
  private @Nullable String query;
  private @Nullable String fragment;

  // The core's parts of a parsed reference read each component from its text when first asked for it
  // (PartsOfText): a scheme's hook that reads one component does not make the others. A reference's
  // components in normal form are its text, which toString gives back without joining them again.
  /** The reference the components are read from, or null when they were given as strings. */
  private final @Nullable UriReference ref;
  /** The components still to be read from {@link #ref}. */
  private int unread;
  /** The components set since these parts were made from {@link #ref}. */
  private int replaced;

  /** Components as given; {@code host} is null exactly when there is no authority. */
  public UriParts(
      String scheme,
      @Nullable String userInfo,
      @Nullable String host,
      @Nullable String port,
      String path,
      @Nullable String query,
      @Nullable String fragment) {
    this.scheme = scheme;
    this.userInfo = userInfo;
    this.host = host;
    this.port = port;
    this.path = path;
    this.query = query;
    this.fragment = fragment;
    this.ref = null;
  }

  private UriParts(UriReference ref) {
    this.ref = ref;
    // Placeholders until read: a present component is read from the text when first asked for.
    this.scheme = "";
    this.path = "";
    Offsets o = OFFSETS;
    int present = PATH;
    if (o.schemeEnd(ref) >= 0) {
      present |= SCHEME;
    } else {
      replaced = SCHEME;
    }
    int hostStart = o.hostStart(ref);
    if (hostStart >= 0) {
      present |= HOST;
      if (hostStart > o.schemeEnd(ref) + 3) {
        present |= USER_INFO;
      }
      if (o.pathStart(ref) > o.hostEnd(ref)) {
        present |= PORT;
      }
    }
    if (o.queryMark(ref) >= 0) {
      present |= QUERY;
    }
    if (o.fragmentMark(ref) >= 0) {
      present |= FRAGMENT;
    }
    unread = present;
  }

  public String scheme() {
    if ((unread & SCHEME) != 0) {
      scheme = read(SCHEME, 0, OFFSETS.schemeEnd(source()));
    }
    return scheme;
  }

  public UriParts scheme(String value) {
    scheme = value;
    return replace(SCHEME);
  }

  public @Nullable String userInfo() {
    if ((unread & USER_INFO) != 0) {
      userInfo = read(USER_INFO, OFFSETS.schemeEnd(source()) + 3, OFFSETS.hostStart(source()) - 1);
    }
    return userInfo;
  }

  public UriParts userInfo(@Nullable String value) {
    userInfo = value;
    return replace(USER_INFO);
  }

  /** The host; null when there is no authority. */
  public @Nullable String host() {
    if ((unread & HOST) != 0) {
      host = read(HOST, OFFSETS.hostStart(source()), OFFSETS.hostEnd(source()));
    }
    return host;
  }

  public UriParts host(@Nullable String value) {
    host = value;
    return replace(HOST);
  }

  public @Nullable String port() {
    if ((unread & PORT) != 0) {
      port = read(PORT, OFFSETS.hostEnd(source()) + 1, OFFSETS.pathStart(source()));
    }
    return port;
  }

  public UriParts port(@Nullable String value) {
    port = value;
    return replace(PORT);
  }

  public String path() {
    if ((unread & PATH) != 0) {
      path = read(PATH, OFFSETS.pathStart(source()), OFFSETS.pathEnd(source()));
    }
    return path;
  }

  public UriParts path(String value) {
    path = value;
    return replace(PATH);
  }

  public @Nullable String query() {
    if ((unread & QUERY) != 0) {
      query = read(QUERY, OFFSETS.queryMark(source()) + 1, OFFSETS.queryEnd(source()));
    }
    return query;
  }

  public UriParts query(@Nullable String value) {
    query = value;
    return replace(QUERY);
  }

  public @Nullable String fragment() {
    if ((unread & FRAGMENT) != 0) {
      fragment = read(FRAGMENT, OFFSETS.fragmentMark(source()) + 1, source().toString().length());
    }
    return fragment;
  }

  public UriParts fragment(@Nullable String value) {
    fragment = value;
    return replace(FRAGMENT);
  }

  /** The URI text these components make (RFC 3986 section 5.3). */
  @Override
  public String toString() {
    if (ref != null && replaced == 0) {
      return ref.toString();
    }
    return Recomposition.recompose(scheme(), userInfo(), host(), port(), path(), query(), fragment());
  }

  private String read(int component, int start, int end) {
    unread &= ~component;
    return source().toString().substring(start, end);
  }

  private UriParts replace(int component) {
    unread &= ~component;
    replaced |= component;
    return this;
  }

  /** The reference; only parts made from a reference have a component unread. */
  private UriReference source() {
    UriReference r = ref;
    if (r == null) {
      throw new AssertionError("parts given as strings have nothing to read");
    }
    return r;
  }
}

package dev.urikit.spark;

import dev.urikit.Equivalence;
import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.OpaqueUri;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.text.UriMatch;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.jspecify.annotations.Nullable;

/**
 * What each SQL function computes, on a parsed {@link Uri}: the bodies behind the UDFs of
 * {@link UrikitFunctions}. Each may throw {@link dev.urikit.UriSyntaxException} (a scheme's hook that
 * refuses), which {@link Outcome} turns into null or an error struct.
 */
final class UriFunctions {

  private UriFunctions() {}

  /** {@code uri_normalize}: scheme-based normalization, RFC 3986 sections 6.2.2 and 6.2.3. */
  static String normalize(Uri uri) {
    return uri.normalize().toString();
  }

  /** {@code uri_key}: the key behind {@link Uri#equals}, {@link Equivalence#SCHEME}. */
  static String key(Uri uri) {
    return uri.equivalenceKey(Equivalence.SCHEME);
  }

  /** {@code uri_resolve}: {@code reference} resolved against {@code base}, RFC 3986 section 5.2. */
  static String resolve(Uri base, String reference) {
    return base.resolve(reference).toString();
  }

  /** {@code uri_host}: the host as written; null for an opaque URI and a URI without authority. */
  static @Nullable String host(Uri uri) {
    return uri instanceof HierarchicalUri h ? h.host() : null;
  }

  /** {@code uri_parse}: the components as a row of {@link UriSqlTypes#PARSED}. */
  static Row parse(Uri uri) {
    if (uri instanceof HierarchicalUri h) {
      HostType type = h.hostType();
      return RowFactory.create(h.scheme(), h.userInfo(), h.host(), type == null ? null : hostTypeName(type),
          effectivePort(h), h.path(), h.query(), h.fragment(), "hierarchical");
    }
    OpaqueUri o = (OpaqueUri) uri;
    return RowFactory.create(o.scheme(), null, null, null, null, o.path(), o.query(), o.fragment(), "opaque");
  }

  /**
   * The port written, else the default port of the URI's registered scheme; null without an authority, and
   * for a port too large for an {@code int}.
   */
  static @Nullable Integer effectivePort(HierarchicalUri uri) {
    if (uri.host() == null) {
      return null;
    }
    String port = uri.port();
    if (port == null || port.isEmpty()) {
      Scheme scheme = uri.registeredScheme();
      return scheme == null ? null : scheme.defaultPort();
    }
    return uri.portNumber();
  }

  /** {@code reg-name}, {@code ipv4}, {@code ipv6} or {@code ipvfuture}: the RFC 3986 section 3.2.2 rule names. */
  static String hostTypeName(HostType type) {
    switch (type) {
      case IPV4:
        return "ipv4";
      case IPV6:
        return "ipv6";
      case IPVFUTURE:
        return "ipvfuture";
      case REG_NAME:
      default:
        return "reg-name";
    }
  }

  /**
   * {@code uri_query_param}: {@link Uri#queryParameter(String)}, the decoded value of the first parameter of the
   * query named {@code name}, read by the convention of HTML forms ({@code "+"} is a space); null when there is
   * none, or when it is written without {@code "="}.
   */
  static @Nullable String queryParameter(Uri uri, String name) {
    return uri.queryParameter(name);
  }

  /** {@code uri_extract}: the URIs found in {@code text}, in order, each as its text ({@link UriMatch#uri()}). */
  static List<String> extract(String text) {
    List<UriMatch> matches = Installed.EXTRACTOR.extract(text);
    List<String> uris = new ArrayList<>(matches.size());
    for (UriMatch match : matches) {
      uris.add(match.uri().toString());
    }
    return uris;
  }
}

package dev.urikit.http.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.HierarchicalUri;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.http.HttpUri;
import dev.urikit.http.HttpUriBuilder;
import dev.urikit.QueryParameter;
import dev.urikit.QueryStyle;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * The http module never crashes and keeps its promises on any input: with the module installed, text
 * either parses to an {@link HttpUri} whose view reads consistently, normalizes idempotently, compares
 * consistently and round-trips through {@link HttpUriBuilder} with its text, or is refused with a
 * {@link UriSyntaxException} whose index lies inside the input.
 *
 * <p>{@code ./mvnw verify} replays the seeds under
 * {@code src/test/resources/dev/urikit/http/fuzz/HttpFuzzTestInputs/} (the http URIs of the conformance
 * vectors); {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-http test -Dtest=HttpFuzzTest} fuzzes for real.
 */
class HttpFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void parse(byte[] data) {
    check(new String(data, StandardCharsets.UTF_8));
  }

  static void check(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(Uri.parseOrNull(input), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, uri.toString());
    HttpUri http = uri.view(HttpUri.class);
    if (http == null) {
      String scheme = uri.scheme().toLowerCase(Locale.ROOT);
      assertTrue(!List.of("http", "https", "ws", "wss").contains(scheme), () -> "no HttpUri view for " + scheme);
      return;
    }
    assertEquals(http, HttpUri.parse(input), "the view equals HttpUri.parse");
    read(http);
    compare(http, http.normalize());
    HttpUri normalized = http.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    compare(http, HttpUri.parse(normalized.toString()));
    roundTrip(http);
  }

  /** Every accessor answers, and the answers agree with each other. */
  private static void read(HttpUri uri) {
    HierarchicalUri generic = uri.toUri();
    String host = uri.host();
    assertEquals(host.toLowerCase(Locale.ROOT), host, "host() is lower case");
    assertNotNull(uri.unicodeHost());
    assertNotNull(uri.hostType());
    assertTrue(uri.port() >= 0 && uri.port() <= 65535, "port in range");
    assertEquals(uri.isSecure() ? 443 : 80, uri.defaultPort());
    String origin = uri.origin();
    assertTrue(origin.startsWith(uri.scheme() + "://" + host), () -> "origin " + origin);
    String target = uri.requestTarget();
    assertTrue(target.startsWith("/"), () -> "request target " + target);
    assertEquals(generic.userInfo(), uri.userInfo());
    assertEquals(generic.decodedUserInfo(), uri.decodedUserInfo());
    assertEquals(generic.path(), uri.path());
    assertEquals(generic.query(), uri.query());
    assertEquals(generic.fragment(), uri.fragment());
    assertTrue(!uri.pathSegments().isEmpty(), "an http path has at least one segment");
    for (QueryStyle style : QueryStyle.values()) {
      for (QueryParameter parameter : uri.queryParameters(style)) {
        assertNotNull(parameter.name());
      }
    }
    assertNull(uri.withoutUserInfo().userInfo(), "withoutUserInfo() has none");
    HttpUri redacted = uri.redact();
    assertNull(redacted.userInfo(), "redact() drops user information");
    assertEquals(uri.host(), redacted.host());
    assertEquals(uri.port(), redacted.port());
  }

  /** Equal URIs hash alike and compare as 0, in both directions. */
  private static void compare(HttpUri a, HttpUri b) {
    assertEquals(a, b);
    assertEquals(b, a);
    assertEquals(a.hashCode(), b.hashCode(), "equal URIs hash alike");
    assertEquals(0, a.toUri().compareTo(b.toUri()), "equal URIs compare as 0");
    assertEquals(0, b.toUri().compareTo(a.toUri()), "equal URIs compare as 0");
  }

  /** toBuilder().build() and each setter given what its accessor reads give the URI back with its text. */
  private static void roundTrip(HttpUri uri) {
    String text = uri.toString();
    assertEquals(text, uri.toBuilder().build().toString(), "toBuilder().build()");
    HierarchicalUri generic = uri.toUri();
    HttpUriBuilder builder = uri.toBuilder()
        .scheme(uri.scheme())
        .host(uri.host())
        .port(uri.port())
        .userInfo(uri.decodedUserInfo())
        .fragment(generic.decodedFragment());
    assertEquals(text, builder.build().toString(), "decoded setters with what was read");
    builder = uri.toBuilder().rawUserInfo(uri.userInfo()).rawFragment(uri.fragment());
    assertEquals(text, builder.build().toString(), "raw setters with what was read");
    HttpUri edited = uri.toBuilder().addQueryParameter("fuzz", "a&b=c").build();
    List<String> values = edited.queryParameters().values("fuzz");
    assertEquals("a&b=c", values.get(values.size() - 1), "an added parameter reads back");
    assertEquals(uri.host(), edited.host(), "adding a parameter keeps the host");
  }
}

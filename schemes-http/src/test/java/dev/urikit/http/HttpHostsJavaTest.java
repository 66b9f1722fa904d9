package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hosts and what is sent, as the http rules see them: user information that confuses other parsers,
 * IPv6 literals compared as addresses (RFC 5952), and a request target that is what equality compares.
 */
class HttpHostsJavaTest {

  /** Every C0 control and DEL, percent-encoded, in user information, for each scheme of the family. */
  @Test
  void userInformationWithAnEncodedControlIsRefused() {
    for (String scheme : List.of("http", "https", "ws", "wss")) {
      for (int c = 0; c <= 0x7F; c = c == 0x1F ? 0x7F : c + 1) {
        String input = scheme + "://127.0.0.1.%" + String.format("%02X", c) + "@127.2.2.2/";
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input), input);
        assertEquals("http.userinfo.control", e.code(), input);
        assertEquals(scheme.length() + 13, e.index(), input);
        String lower = input.replace("%" + String.format("%02X", c), "%" + String.format("%02x", c));
        assertThrows(UriSyntaxException.class, () -> Uri.parse(lower), lower);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "http://127.0.0.1.%00@127.2.2.2/", "http://u:p%0A@h/", "http://%7F@h/", "http://a:%09b@h/",
    "https://%1b@h/", "ws://u%0d%0aHost:evil@h/",
  })
  void confusingUserInformationIsRefused(String input) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> HttpUri.parse(input));
    assertEquals("http.userinfo.control", e.code());
  }

  /** One character away from a control: printable and non-ASCII octets stay allowed. */
  @ParameterizedTest
  @ValueSource(strings = {
    "http://127.0.0.1.%20@127.2.2.2/", "http://u:p%7E@h/", "http://%80@h/", "http://%C3%A9@h/", "http://a%40b:c%3Ad@h/",
  })
  void otherEncodedUserInformationIsAccepted(String input) {
    assertEquals(input, HttpUri.parse(input).toString());
  }

  /** Groups of one address each: every member equal to every other, and to no member of another group. */
  @Test
  void ipv6LiteralsCompareAsAddresses() {
    List<List<String>> groups = List.of(
        List.of("http://[::]/", "http://[0::0]/", "http://[0:0:0:0:0:0:0:0]/", "http://[0000::]/", "HTTP://[::0]:80/"),
        List.of("http://[::1]/", "http://[0:0:0:0:0:0:0:1]/", "http://[::0:1]/", "http://[0::001]/"),
        List.of("http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[0:0:0:0:0:FFFF:7F00:0001]/",
            "http://[::FFFF:127.0.0.1]:80/"),
        List.of("http://[2001:db8::1]/", "http://[2001:DB8:0:0:0:0:0:1]/", "http://[2001:0db8::0001]/"),
        List.of("http://[2001:db8::1:0:0:1]/", "http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:DB8:0:0:1::1]/"),
        List.of("http://[1::]/", "http://[1:0:0:0:0:0:0:0]/"),
        List.of("https://[::1]/"),
        List.of("http://[::1]:8080/"),
        List.of("http://[::2]/"),
        List.of("http://127.0.0.1/"));
    for (List<String> group : groups) {
      for (String a : group) {
        for (List<String> other : groups) {
          for (String b : other) {
            Uri x = Uri.parse(a);
            Uri y = Uri.parse(b);
            if (group == other) {
              assertEquals(x, y, a + " = " + b);
              assertEquals(x.hashCode(), y.hashCode(), a + " # " + b);
            } else {
              assertNotEquals(x, y, a + " != " + b);
            }
          }
        }
      }
    }
  }

  /** The examples of RFC 5952 sections 4 and 5, as normalization writes them. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "http://[2001:0db8::0001]/            | http://[2001:db8::1]/",
    "http://[2001:db8:0:0:0:0:2:1]/       | http://[2001:db8::2:1]/",
    "http://[2001:db8::0:1]/              | http://[2001:db8::1]/",
    "http://[2001:db8:0:1:1:1:1:1]/       | http://[2001:db8:0:1:1:1:1:1]/",
    "http://[2001:db8::1:1:1:1:1]/        | http://[2001:db8:0:1:1:1:1:1]/",
    "http://[2001:0:0:1:0:0:0:1]/         | http://[2001:0:0:1::1]/",
    "http://[2001:db8:0:0:1:0:0:1]/       | http://[2001:db8::1:0:0:1]/",
    "http://[2001:DB8::AAAA:0:0:1]/       | http://[2001:db8::aaaa:0:0:1]/",
    "http://[0:0:0:0:0:ffff:c000:0201]/   | http://[::ffff:192.0.2.1]/",
    "http://[::ffff:0:192.0.2.1]/         | http://[::ffff:0:c000:201]/",
    "http://[::192.0.2.1]/                | http://[::c000:201]/",
    "http://[1:0:0:2:0:0:0:3]/            | http://[1:0:0:2::3]/",
    "http://[0:0:1:0:0:0:0:0]/            | http://[0:0:1::]/",
    "http://[ff02:0:0:0:0:0:0:1]:8080/a   | http://[ff02::1]:8080/a",
  })
  void ipv6LiteralsNormalizeToRfc5952Text(String input, String normalized) {
    assertEquals(normalized, Uri.parse(input).normalize().toString());
    assertEquals(Uri.parse(normalized), Uri.parse(input));
  }

  /** What is sent is what is compared: dot-segments, encoded ones included, go from the request target. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "http://h/secret/%2e%2e/public/x   | /public/x",
    "http://h/secret/%2E%2e/public/x?q | /public/x?q",
    "http://h/a/./b/../c               | /a/c",
    "http://h/a/.%2E/b                 | /b",
    "http://h/../../x                  | /x",
    "http://h/a/..                     | /",
    "http://h/%2e                      | /",
    "http://h/a%2F..%2Fb               | /a%2F..%2Fb",
    "http://h/..a/b..                  | /..a/b..",
    "ws://h/a/../b?                    | /b",
  })
  void requestTargetRemovesDotSegments(String input, String target) {
    HttpUri uri = HttpUri.parse(input);
    assertEquals(target, uri.requestTarget());
    if (!uri.scheme().equals("ws")) {
      assertEquals(uri, HttpUri.parse(uri.origin() + target), "the target sent is the one compared");
    }
  }
}

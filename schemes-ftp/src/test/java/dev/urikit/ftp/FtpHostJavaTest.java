package dev.urikit.ftp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** User information and hosts of ftp URLs as the shared host rules read them. */
class FtpHostJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FtpScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "ftp://127.0.0.1.%00@127.2.2.2/ | 16 | ftp.user.nul",
      "ftp://u%1F@h/                  | 7  | ftp.userinfo.control",
      "ftp://u:p%7f@h/x               | 9  | ftp.userinfo.control",
      "ftp://%09@h/                   | 6  | ftp.userinfo.control",
  })
  void userInformationWithAnEncodedControlIsRefused(String input, int index, String code) {
    // NUL, CR and LF get the codes of the FTP command they would break into (USER, PASS); the other
    // controls the host facility's code for user information
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, REGISTRY));
    assertEquals(code, e.code());
    assertEquals(index, e.index());
  }

  @ParameterizedTest
  @ValueSource(strings = {"ftp://u%20@h/", "ftp://u:p%7E@h/x", "ftp://%C3%A9@h/"})
  void otherEncodedUserInformationIsAccepted(String input) {
    assertEquals(input, Uri.parse(input, REGISTRY).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "ftp://[0::0]/    | ftp://[::]/",
      "ftp://[::ffff:127.0.0.1]/ | ftp://[::ffff:7f00:1]/",
  })
  void ipv6LiteralsCompareAsAddresses(String a, String b) {
    assertEquals(Uri.parse(a, REGISTRY), Uri.parse(b, REGISTRY));
  }

  @ParameterizedTest
  @ValueSource(strings = {"a\r\nb", "a/b", "0x7f.1", "256.1.1.1", "", "[v1.x]", "a..b", "-a"})
  void theBuilderRefusesWhatParseRefuses(String host) {
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().host(host));
  }

  @org.junit.jupiter.api.Test
  void unicodeHostsAreWrittenAsALabelsAndShownAsULabels() {
    FtpUri uri = FtpUri.builder().host("Bücher.example").build();
    assertEquals("xn--bcher-kva.example", uri.host());
    assertEquals("bücher.example", uri.unicodeHost());
  }
}

package dev.urikit.ftp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The FtpUri view and its builder, used from Java. */
class FtpUriJavaTest {

  @Test
  void readsEveryPart() {
    FtpUri uri = FtpUri.parse("ftp://anna:s%40cret@FTP.Example.COM/%2Fpub/gnu/a%20b.tar;type=I");
    assertEquals("anna", uri.user());
    assertEquals("s@cret", uri.password());
    assertEquals("ftp.example.com", uri.host());
    assertEquals(HostType.REG_NAME, uri.hostType());
    assertEquals(21, uri.port());
    assertEquals(List.of("/pub", "gnu"), uri.cwd());
    assertEquals("a b.tar", uri.name());
    assertEquals(FtpTypecode.IMAGE, uri.typecode());
    assertEquals("/%2Fpub/gnu/a%20b.tar;type=I", uri.path());
    assertEquals(
        List.of(new FtpCommand("USER", "anna"), new FtpCommand("PASS", "s@cret"), new FtpCommand("CWD", "/pub"),
            new FtpCommand("CWD", "gnu"), new FtpCommand("TYPE", "I"), new FtpCommand("RETR", "a b.tar")),
        uri.commands());
  }

  /** user | password | host | port | cwd (comma-separated, - for none) | name | typecode | commands. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "null", emptyValue = "", value = {
    "ftp://h                       | null | null | h        | 21   | -       | ''    | null | [NLST]",
    "ftp://@h/                     | ''   | null | h        | 21   | -       | ''    | null | [USER, NLST]",
    "ftp://foo:@h/                 | foo  | ''   | h        | 21   | -       | ''    | null | [USER foo, PASS, NLST]",
    "ftp://:@h/                    | ''   | ''   | h        | 21   | -       | ''    | null | [USER, PASS, NLST]",
    "ftp://h//etc/motd             | null | null | h        | 21   | ',etc'  | motd  | null | [CWD, CWD etc, RETR motd]",
    "ftp://h/pub/www/doc;type=d    | null | null | h        | 21   | pub,www | doc   | d    | [CWD pub, CWD www, NLST doc]",
    "ftp://h/pub/;type=d           | null | null | h        | 21   | pub     | ''    | d    | [CWD pub, NLST]",
    "ftp://h/pub/;type=a           | null | null | h        | 21   | pub     | ''    | a    | [CWD pub, TYPE A, NLST]",
    "ftp://h:2121/x;t%59pe=%41     | null | null | h        | 2121 | -       | x     | a    | [TYPE A, RETR x]",
    "ftp://h:/a%3Bb                | null | null | h        | 21   | -       | a;b   | null | [RETR a;b]",
    "ftp://[2001:DB8::1]/a/        | null | null | [2001:db8::1] | 21 | a  | ''    | null | [CWD a, NLST]",
    "ftp://192.0.2.1/a/../b        | null | null | 192.0.2.1 | 21  | -       | b     | null | [RETR b]",
    "ftp://h/x/./y/..              | null | null | h        | 21   | x       | ''    | null | [CWD x, NLST]",
    "ftp://h/abc/def?qs=ghi        | null | null | h        | 21   | abc     | def?qs=ghi | null | [CWD abc, RETR def?qs=ghi]",
    "ftp://h/a?b/c;type=i          | null | null | h        | 21   | a?b     | c     | i    | [CWD a?b, TYPE I, RETR c]",
    "ftp://h/a/..?x                | null | null | h        | 21   | -       | ?x    | null | [RETR ?x]",
    "ftp://h/a?                    | null | null | h        | 21   | -       | a?    | null | [RETR a?]",
    "ftp://u%3Ax:p%3Ay@h/f#frag    | u:x  | p:y  | h        | 21   | -       | f     | null | [USER u:x, PASS p:y, RETR f]",
  })
  void table(String input, String user, String password, String host, int port, String cwd, String name,
      String typecode, String commands) {
    FtpUri uri = FtpUri.parse(input);
    assertEquals(user, uri.user());
    assertEquals(password, uri.password());
    assertEquals(host, uri.host());
    assertEquals(port, uri.port());
    assertEquals(cwd.equals("-") ? List.of() : List.of(cwd.split(",", -1)), uri.cwd());
    assertEquals(name, uri.name());
    assertEquals(typecode, uri.typecode() == null ? null : String.valueOf(uri.typecode().code()));
    assertEquals(commands, uri.commands().toString());
  }

  @Test
  void redactRemovesThePasswordOnlyAndToStringHidesNothing() {
    FtpUri uri = FtpUri.parse("ftp://anna:s3cret@h/pub/a.txt;type=i#f");
    assertEquals("ftp://anna:s3cret@h/pub/a.txt;type=i#f", uri.toString());
    assertEquals("ftp://anna:s3cret@h/pub/a.txt;type=i#f", uri.toUri().toString());
    FtpUri redacted = uri.redact();
    assertEquals("ftp://anna@h/pub/a.txt;type=i#f", redacted.toString());
    assertEquals("anna", redacted.user());
    assertNull(redacted.password());
    assertEquals("ftp://@h/", FtpUri.parse("ftp://:pw@h/").redact().toString());
    assertEquals("ftp://anna@h/", FtpUri.parse("ftp://anna:@h/").redact().toString());
    FtpUri noPassword = FtpUri.parse("ftp://anna@h/");
    assertSame(noPassword, noPassword.redact());
    FtpUri noUser = FtpUri.parse("ftp://h/");
    assertSame(noUser, noUser.redact());
  }

  @Test
  void viewOnlyForFtp() {
    assertNull(Uri.parse("http://h/").view(FtpUri.class));
    assertNull(Uri.parse("ftp://h/", SchemeRegistry.empty()).view(FtpUri.class));
    assertEquals("h", FtpUri.from(Uri.parse("ftp://H/", SchemeRegistry.empty())).host());
    assertThrows(UriSyntaxException.class, () -> FtpUri.from(Uri.parse("ftp://h/a;b", SchemeRegistry.empty())));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.from(Uri.parse("http://h/")));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.parse("http://h/"));
  }

  @Test
  void normalizeAndEquality() {
    FtpUri uri = FtpUri.parse("FTP://H:21/a;type=I");
    assertEquals("ftp://h/a;type=i", uri.normalize().toString());
    assertEquals(uri, uri.normalize());
    assertEquals(uri.hashCode(), FtpUri.parse("ftp://h/a;type=i").hashCode());
    FtpUri normal = FtpUri.parse("ftp://h/a");
    assertSame(normal, normal.normalize());
  }

  @Test
  void builderEncodesEachName() {
    FtpUri uri = FtpUri.builder()
        .user("anna").password("p:w@/")
        .host("ftp.example.com")
        .cwd("pub", "a/b", "c;d", "", "e?f g")
        .name("x/y;z.tar.gz")
        .typecode(FtpTypecode.IMAGE)
        .build();
    assertEquals("ftp://anna:p%3Aw%40%2F@ftp.example.com/pub/a%2Fb/c%3Bd//e%3Ff%20g/x%2Fy%3Bz.tar.gz;type=i",
        uri.toString());
    assertEquals(List.of("pub", "a/b", "c;d", "", "e?f g"), uri.cwd());
    assertEquals("x/y;z.tar.gz", uri.name());
    assertEquals("p:w@/", uri.password());
  }

  @Test
  void builderDefaultsAndHosts() {
    assertEquals("ftp://h/", FtpUri.builder().host("h").build().toString());
    assertEquals("ftp://h:2121/;type=d", FtpUri.builder().host("h").port(2121).typecode(FtpTypecode.DIRECTORY)
        .build().toString());
    assertEquals("ftp://[2001:db8::1]/", FtpUri.builder().host("2001:db8::1").build().toString());
    assertEquals("ftp://[::1]/", FtpUri.builder().host("[::1]").build().toString());
    assertEquals("ftp://192.0.2.1/", FtpUri.builder().host("192.0.2.1").build().toString());
    assertEquals("ftp://xn--bcher-kva.example/", FtpUri.builder().host("bücher.example").build().toString());
    assertEquals("ftp://h/#a%20b", FtpUri.builder().host("h").fragment("a b").build().toString());
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().host("a/b"));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().host(""));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().host("h:21"));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().host("256.1.1.1"));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().port(65536));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().cwd("a", ".."));
    assertThrows(IllegalArgumentException.class, () -> FtpUri.builder().name("."));
    assertThrows(IllegalStateException.class, () -> FtpUri.builder().build());
    assertThrows(IllegalStateException.class, () -> FtpUri.builder().host("h").password("x").build());
    assertEquals("ftp://h/", FtpUri.builder().host("h").user("u").password("p").user(null).build().toString());
  }

  @Test
  void toBuilderKeepsWhatItDoesNotChange() {
    FtpUri uri = FtpUri.parse("ftp://Anna:p%77@FTP.example.com:2121/pub/../%7e/a.txt;TYPE=I#f");
    assertEquals(uri.toString(), uri.toBuilder().build().toString());
    assertEquals("ftp://Anna:p%77@FTP.example.com:2121/%7e/b.txt#f",
        uri.toBuilder().name("b.txt").typecode(null).build().toString());
    assertEquals("ftp://Anna@FTP.example.com/x/a.txt;TYPE=I#f",
        uri.toBuilder().password(null).removePort().cwd("x").build().toString());
  }
}

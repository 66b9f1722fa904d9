package dev.urikit.ftp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The examples in this module's Javadoc, run, so that they cannot drift from the code. */
class DocumentationExamplesJavaTest {

  @Test
  void packageInfo() {
    FtpUri uri = Uri.parse("ftp://ftp.example.com/pub/gnu/a.tar.gz;type=i").view(FtpUri.class);
    assertEquals(List.of("pub", "gnu"), uri.cwd());
    assertEquals("[CWD pub, CWD gnu, TYPE I, RETR a.tar.gz]", uri.commands().toString());
  }

  @Test
  void ftpScheme() {
    SchemeRegistry registry = SchemeRegistry.builder().add(new FtpScheme()).build();
    assertEquals("ftp://ftp.example.com/pub/a.txt;type=i",
        Uri.parse("FTP://Ftp.Example.COM:21/pub/a.txt;type=I", registry).normalize().toString());
  }

  @Test
  void ftpSchemeProvider() {
    assertEquals(21, SchemeRegistry.installed().lookup("ftp").defaultPort());
    assertEquals("a.txt", Uri.parse("ftp://ftp.example.com/pub/a.txt").view(FtpUri.class).name());
  }

  @Test
  void ftpUri() {
    FtpUri uri = FtpUri.parse("ftp://anna:s%40cret@FTP.Example.COM/%2Fpub/gnu/a%20b.tar;type=I");
    assertEquals("[USER anna, PASS s@cret, CWD /pub, CWD gnu, TYPE I, RETR a b.tar]", uri.commands().toString());
    assertEquals("ftp://anna@FTP.Example.COM/%2Fpub/gnu/a%20b.tar;type=I", uri.redact().toString());
    assertEquals("[USER myname, CWD, CWD etc, RETR motd]",
        FtpUri.parse("ftp://myname@host.dom//etc/motd").commands().toString());
  }

  @Test
  void ftpUriBuilder() {
    assertEquals("ftp://anna:p%3Aw@ftp.example.com/pub/gnu/a%2Fb%3Bc.tar.gz;type=i",
        FtpUri.builder().user("anna").password("p:w").host("ftp.example.com").cwd("pub", "gnu")
            .name("a/b;c.tar.gz").typecode(FtpTypecode.IMAGE).build().toString());
    assertEquals("ftp://a%3Ab%40c%2Fd:a%3Ab%40c%2Fd@h/a%2Fb%3Bc%3Fd%20e/a%2Fb%3Bc%3Fd%20e",
        FtpUri.builder().user("a:b@c/d").password("a:b@c/d").host("h").cwd("a/b;c?d e").name("a/b;c?d e")
            .build().toString());
  }

  @Test
  void ftpTypecodeAndCommand() {
    assertEquals(FtpTypecode.IMAGE, FtpTypecode.of('I'));
    assertEquals('d', FtpTypecode.of('D').code());
    assertEquals("CWD pub", new FtpCommand("CWD", "pub").toString());
    assertEquals("NLST", new FtpCommand("NLST", "").toString());
  }
}

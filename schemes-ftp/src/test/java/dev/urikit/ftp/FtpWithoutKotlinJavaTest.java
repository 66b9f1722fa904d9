package dev.urikit.ftp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.io.File;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Java user's class path: uri-core and schemes-ftp without any Kotlin library. Run by its own Surefire
 * execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path; the tag
 * keeps it there even when {@code -Dtest=...} replaces the executions' includes and excludes.
 */
@Tag("without-kotlin")
class FtpWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlinx.serialization.KSerializer"));
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    for (String entry : classPath.split(File.pathSeparator)) {
      String name = new File(entry).getName();
      assertTrue(!name.startsWith("kotlin") && !name.startsWith("kotest"), "on the class path: " + name);
    }
  }

  @Test
  void doneWhen() {
    Uri first = Uri.parse("FTP://FTP.Example.COM:21/pub/a.txt;type=i");
    Uri second = Uri.parse("ftp://ftp.example.com/pub/a.txt;type=i");
    assertEquals(first, second);
    assertEquals(first.hashCode(), second.hashCode());
    Set<Uri> set = new HashSet<>(List.of(first, second));
    assertEquals(1, set.size());

    FtpUri view = first.view(FtpUri.class);
    assertNotNull(view);
    assertEquals("ftp.example.com", view.host());
    assertEquals(21, view.port());
    assertEquals(List.of("pub"), view.cwd());
    assertEquals("a.txt", view.name());
    assertEquals(FtpTypecode.IMAGE, view.typecode());
    assertEquals(view, second.view(FtpUri.class));
  }

  @Test
  void discoveredByTheServiceLoader() {
    assertInstanceOf(FtpScheme.class, SchemeRegistry.installed().lookup("ftp"));
    assertEquals(21, SchemeRegistry.installed().lookup("ftp").defaultPort());
  }

  @Test
  void theBuilderAndTheViewWorkWithoutKotlin() {
    FtpUri built = FtpUri.builder().host("ftp.example.com").cwd("pub", "gnu").name("file.tar.gz")
        .typecode(FtpTypecode.IMAGE).build();
    assertEquals("ftp://ftp.example.com/pub/gnu/file.tar.gz;type=i", built.toString());
    assertEquals("[CWD pub, CWD gnu, TYPE I, RETR file.tar.gz]", built.commands().toString());
  }
}

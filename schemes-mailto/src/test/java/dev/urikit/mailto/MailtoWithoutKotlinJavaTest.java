package dev.urikit.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Java user's class path: uri-core and schemes-mailto without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path.
 */
@Tag("without-kotlin")
class MailtoWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlinx.serialization.KSerializer"));
  }

  /** No jar compiled from Kotlin but JUnit's own and uri-core, whose Kotlin extensions a Java user never loads. */
  @Test
  void noKotlinCompiledLibraryOnTheClassPath() throws IOException {
    String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<String> kotlinJars = new ArrayList<>();
    int jars = 0;
    for (String entry : classPath.split(File.pathSeparator)) {
      if (!entry.endsWith(".jar")) {
        continue;
      }
      jars++;
      String name = new File(entry).getName();
      if (name.startsWith("junit-") || name.startsWith("uri-core-")) {
        continue;
      }
      try (JarFile jar = new JarFile(entry)) {
        if (jar.stream().anyMatch(e -> e.getName().endsWith(".kotlin_module") || e.getName().startsWith("kotlin/"))) {
          kotlinJars.add(name);
        }
      }
    }
    assertTrue(jars > 3, "the class path was read: " + jars + " jars");
    assertEquals(List.of(), kotlinJars);
  }

  @Test
  void doneWhen() {
    Uri first = Uri.parse("mailto:joe@EXAMPLE.com?Subject=hi");
    Uri second = Uri.parse("mailto:joe@example.com?subject=hi");
    Set<Uri> set = new HashSet<>(List.of(first, second));
    assertEquals(1, set.size());
    MailtoUri view = first.view(MailtoUri.class);
    assertNotNull(view);
    assertEquals(List.of("joe@EXAMPLE.com"), view.to());
    assertEquals("hi", view.subject());
  }

  @Test
  void injectionIsRefusedWithoutKotlinToo() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Uri.parse("mailto:joe@example.com?subject=hi%0D%0ABcc:evil@example.com"));
    assertEquals("mailto.header.crlf", e.code());
    assertTrue(e.getMessage().contains("header \"subject\""), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().subject("hi\r\nBcc: evil@example.com"));
  }
}

package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Iri;
import dev.urikit.Uri;
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
 * A Java user's class path: uri-core and schemes-http without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path.
 */
@Tag("without-kotlin")
class HttpWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("io.kotest.core.spec.Spec"));
  }

  /**
   * A library compiled from Kotlin carries a {@code META-INF/*.kotlin_module} file: none may be here but
   * JUnit's own jars and uri-core, whose optional Kotlin extensions a Java user never loads (the
   * parse, equality and view checks below run without them).
   */
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
        boolean kotlin = jar.stream().anyMatch(e -> e.getName().endsWith(".kotlin_module") || e.getName().startsWith("kotlin/"));
        if (kotlin) {
          kotlinJars.add(new File(entry).getName());
        }
      }
    }
    assertTrue(jars > 3, "the class path was read: " + jars + " jars");
    assertEquals(List.of(), kotlinJars);
  }

  @Test
  void doneWhen() {
    Uri first = Uri.parse("http://Example.COM:80/a/../b");
    Uri second = Uri.parse("http://example.com/b");
    assertEquals(first, second);
    Set<Uri> set = new HashSet<>(List.of(first, second));
    assertEquals(1, set.size());
    HttpUri view = first.view(HttpUri.class);
    assertNotNull(view);
    assertEquals("http://example.com", view.origin());
    assertEquals("/b", view.requestTarget());
    assertEquals("/a/../b", view.requestTargetAsWritten());
  }

  /**
   * RFC 3987 section 3.1 with the schemes found on the class path: the Unicode host of a scheme with DNS
   * hosts becomes its A-label (here by {@code java.net.IDN}, no UTS #46 module being present), the rest
   * percent-encoded UTF-8; the IRI equals its URI's other spellings through the http scheme.
   */
  @Test
  void anIriBecomesItsUri() {
    Iri iri = Iri.parse("https://bücher.example/straße?q=ü");
    Uri uri = iri.toUri();
    assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC", uri.toString());
    assertEquals("https://bücher.example/straße?q=ü", iri.toString());
    assertEquals(Iri.parse("https://XN--BCHER-KVA.example:443/stra%C3%9Fe?q=%C3%BC"), iri);
    HttpUri view = uri.view(HttpUri.class);
    assertNotNull(view);
    assertEquals("xn--bcher-kva.example", view.host());
  }
}

package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
import java.util.UUID;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Java user's class path: uri-core and schemes-urn without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path;
 * the tag keeps it there even when {@code -Dtest} names it.
 */
@Tag("without-kotlin")
class UrnWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlinx.serialization.KSerializer"));
  }

  /** Only JUnit's jars and uri-core (whose optional Kotlin extensions a Java user never loads) may carry Kotlin. */
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
  void doneWhenExample() {
    Uri first = Uri.parse("URN:EXAMPLE:a123,z456?+r");
    UrnAssertions.assertEquivalent(first, Uri.parse("urn:example:a123,z456"));
    Urn view = first.view(Urn.class);
    assertNotNull(view);
    assertEquals("EXAMPLE", view.nid());
    assertEquals("a123,z456", view.nss());
    assertEquals("r", view.rComponent());
    assertEquals(Set.of(view), new HashSet<>(List.of(view, Urn.parse("urn:example:a123,z456"))));
  }

  @Test
  void doneWhenUuid() {
    Uri upper = Uri.parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6");
    UrnAssertions.assertEquivalent(upper, Uri.parse("URN:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6#x"));
    assertEquals(UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"), upper.view(UUID.class));
    assertNotNull(upper.view(Urn.class));
  }

  @Test
  void doneWhenIsbn() {
    Uri hyphens = Uri.parse("urn:isbn:978-0-306-40615-7");
    UrnAssertions.assertEquivalent(hyphens, Uri.parse("urn:ISBN:9780306406157"));
    assertNotEquals(hyphens, Uri.parse("urn:isbn:0-306-40615-2"));
    IsbnUrn view = hyphens.view(IsbnUrn.class);
    assertNotNull(view);
    assertEquals("9780306406157", view.isbn13());
  }

  @Test
  void doneWhenRefusals() {
    for (String bad : List.of("urn:a:b", "urn:abcdefghijklmnopqrstuvwxyz0123456:b", "urn:-ab:c", "urn:ab:",
        "urn:ab:c?x", "urn:ab:c?+", "urn:ab:c?=", "urn:isbn:978-0-306-40615-6")) {
      UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(bad), bad);
      assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), bad);
      assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    }
  }
}

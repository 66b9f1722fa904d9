package dev.urikit.news;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
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
 * A Java user's class path: uri-core and schemes-news without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path;
 * the tag keeps it out of the other execution even when {@code -Dtest} names it.
 */
@Tag("without-kotlin")
class NewsWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("io.kotest.core.spec.Spec"));
  }

  /** No jar compiled from Kotlin but JUnit's and uri-core's, whose optional Kotlin extensions a Java user never loads. */
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
  void doneWhenNews() {
    Uri first = Uri.parse("NEWS://News.Server.Example:119/example.group.this");
    Uri second = Uri.parse("news://news.server.example/example.group.this");
    assertEquals(first, second);
    Set<Uri> set = new HashSet<>(List.of(first, second));
    assertEquals(1, set.size());
    NewsUri view = first.view(NewsUri.class);
    assertNotNull(view);
    assertEquals("news.server.example", view.server());
    assertEquals(119, view.port());
    assertEquals(NewsUri.Kind.NEWSGROUP, view.kind());
    assertEquals("example.group.this", view.newsgroup());
    assertNull(first.view(NntpUri.class));
  }

  @Test
  void doneWhenNntp() {
    Uri uri = Uri.parse("nntp://news.server.example/example.group.this/12345");
    NntpUri view = uri.view(NntpUri.class);
    assertNotNull(view);
    assertEquals("news.server.example", view.host());
    assertEquals(119, view.port());
    assertEquals("example.group.this", view.group());
    assertEquals(12345L, view.articleNumber());
    assertNull(uri.view(NewsUri.class));
    Set<Uri> set = new HashSet<>(List.of(uri, Uri.parse("NNTP://News.Server.Example:0119/example.group.this/012345")));
    assertEquals(1, set.size());
  }

  @Test
  void refusalsNameTheRule() {
    UriSyntaxException noGroup = assertThrows(UriSyntaxException.class, () -> Uri.parse("nntp://news.server.example/"));
    assertEquals("nntp.group.missing", noGroup.code());
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, noGroup.kind());
    UriSyntaxException emptySide = assertThrows(UriSyntaxException.class, () -> Uri.parse("news:@example.org"));
    assertEquals("news.message-id.empty-side", emptySide.code());
  }
}

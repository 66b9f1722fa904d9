package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.Uri;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A Java user's class path: uri-core and schemes-http without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path.
 */
class HttpWithoutKotlinJavaTest {

  @Test
  void noKotlinOnTheClassPath() {
    assertThrows(ClassNotFoundException.class, () -> Class.forName("kotlin.Unit"));
    assertThrows(ClassNotFoundException.class, () -> Class.forName("io.kotest.core.spec.Spec"));
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
    assertEquals("/a/../b", view.requestTarget());
  }
}

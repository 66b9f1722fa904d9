package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
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
 * A Java user's class path: uri-core and schemes-file without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path.
 */
@Tag("without-kotlin")
class FileWithoutKotlinJavaTest {

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

  /** Done when: the three local forms of RFC 8089 section 2 make one set entry, and the three drive forms of Appendix E.2 another. */
  @Test
  void doneWhen() {
    Set<Uri> local = new HashSet<>(List.of(Uri.parse("file:/tmp/a"), Uri.parse("file:///tmp/a"), Uri.parse("file://localhost/tmp/a")));
    assertEquals(1, local.size());
    Set<Uri> drive = new HashSet<>(List.of(Uri.parse("file:///C:/x"), Uri.parse("file:/c:/x"), Uri.parse("file:C:/x")));
    assertEquals(1, drive.size());
    assertNotEquals(local.iterator().next(), Uri.parse("file:///tmp/A"));
  }

  /** Done when: a UNC path of Windows becomes a URI and back, on any platform. */
  @Test
  void windowsUncPathOnAnyPlatform() {
    FileUri uri = FileUri.fromWindowsPath("\\\\server\\share\\a b");
    assertEquals("file://server/share/a%20b", uri.toString());
    assertEquals("\\\\server\\share\\a b", uri.toWindowsPath());
  }

  @Test
  void discoveredByTheServiceLoader() {
    assertInstanceOf(FileScheme.class, SchemeRegistry.installed().lookup("file"));
    FileUri view = Uri.parse("file:///C:/a%20b").view(FileUri.class);
    assertNotNull(view);
    assertEquals("C:\\a b", view.toWindowsPath());
  }

  @Test
  void theBuilderWorksWithoutKotlin() {
    assertEquals("file:///C:/Program%20Files/x", FileUri.builder().drive('C').segments("Program Files", "x").build().toString());
    assertThrows(IllegalArgumentException.class, () -> FileUri.builder().segments(".."));
  }
}

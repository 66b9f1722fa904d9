package dev.urikit.legacy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.gopher.GopherScheme;
import dev.urikit.gopher.GopherUri;
import dev.urikit.prospero.ProsperoField;
import dev.urikit.prospero.ProsperoScheme;
import dev.urikit.prospero.ProsperoUri;
import dev.urikit.telnet.TelnetScheme;
import dev.urikit.telnet.TelnetUri;
import dev.urikit.wais.WaisForm;
import dev.urikit.wais.WaisScheme;
import dev.urikit.wais.WaisUri;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Java user's class path: uri-core and schemes-legacy without any Kotlin library. Run by its own
 * Surefire execution ({@code without-kotlin}) that removes every Kotlin artifact from the class path; the
 * tag keeps it there even when {@code -Dtest=...} replaces the executions' includes and excludes.
 */
@Tag("without-kotlin")
class LegacyWithoutKotlinJavaTest {

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
  void doneWhenAnEmptyGopherPathAndTheDefaultPortMakeOneHashSetEntry() {
    Uri first = Uri.parse("GOPHER://Example.COM:70/");
    Uri second = Uri.parse("gopher://example.com/1");
    assertEquals(first, second);
    assertEquals(first.hashCode(), second.hashCode());
    Set<Uri> set = new HashSet<>(List.of(first, second));
    assertEquals(1, set.size());

    GopherUri view = first.view(GopherUri.class);
    assertNotNull(view);
    assertEquals('1', view.type());
    assertEquals("", view.selector());
    assertEquals("example.com", view.host());
    assertEquals(70, view.port());
    assertEquals(view, second.view(GopherUri.class));
  }

  @Test
  void doneWhenTheFourViewsAreReturned() {
    GopherUri gopher = Uri.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles")
        .view(GopherUri.class);
    assertNotNull(gopher);
    assertEquals('0', gopher.type());
    assertEquals("0/Weather/California/Los Angeles", gopher.selector());
    assertArrayEquals("0/Weather/California/Los Angeles\r\n".getBytes(StandardCharsets.US_ASCII), gopher.request());

    TelnetUri telnet = Uri.parse("telnet://guest:secret@library.example").view(TelnetUri.class);
    assertNotNull(telnet);
    assertEquals("guest", telnet.user());
    assertEquals("secret", telnet.password());
    assertEquals(23, telnet.port());
    assertEquals("telnet://guest@library.example", telnet.redact().toString());

    WaisUri wais = Uri.parse("wais://wais.example/recipes/TEXT/0%2012").view(WaisUri.class);
    assertNotNull(wais);
    assertEquals(WaisForm.DOCUMENT, wais.form());
    assertEquals("recipes", wais.database());
    assertEquals("TEXT", wais.wtype());
    assertEquals("0 12", wais.wpath());
    assertEquals(210, wais.port());

    ProsperoUri prospero = Uri.parse("prospero://host.dom//pros/name;OBJECT-VERSION=2").view(ProsperoUri.class);
    assertNotNull(prospero);
    assertEquals("/pros/name", prospero.hsoname());
    assertEquals(List.of(new ProsperoField("OBJECT-VERSION", "2")), prospero.fields());
    assertEquals(1525, prospero.port());
  }

  @Test
  void discoveredByTheServiceLoader() {
    SchemeRegistry installed = SchemeRegistry.installed();
    assertInstanceOf(GopherScheme.class, installed.lookup("gopher"));
    assertInstanceOf(TelnetScheme.class, installed.lookup("telnet"));
    assertInstanceOf(WaisScheme.class, installed.lookup("wais"));
    assertInstanceOf(ProsperoScheme.class, installed.lookup("prospero"));
    assertTrue(installed.failures().isEmpty(), installed.failures().toString());
  }

  @Test
  void theBuildersWorkWithoutKotlin() {
    assertEquals("gopher://h/7/find%09frogs",
        GopherUri.builder().host("h").type('7').selector("/find").search("frogs").build().toString());
    assertEquals("telnet://guest@h/", TelnetUri.builder().user("guest").host("h").build().toString());
    assertEquals("wais://h/db?frogs", WaisUri.builder().host("h").database("db").search("frogs").build().toString());
    assertEquals("prospero://h//a;v=1",
        ProsperoUri.builder().host("h").hsoname("/a").field("v", "1").build().toString());
  }
}

package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.urikit.Uri;
import dev.urikit.http.HttpUri;
import dev.urikit.urn.Urn;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Java samples and the build snippets of the guide's page on serialization (src/doc/serialization.md), each
 * checked by {@link GuideSnippetsTest} to be a passage of this file; the assertions after each passage check what
 * its comments state, and that the snippets name modules the BOM lists, at its version.
 */
class SerializationGuideTest {

  private static final String MAVEN_SETUP = """
      <dependencyManagement>
        <dependencies>
          <dependency>
            <groupId>dev.urikit</groupId>
            <artifactId>urikit-bom</artifactId>
            <version>0.1.0-SNAPSHOT</version>
            <type>pom</type>
            <scope>import</scope>
          </dependency>
        </dependencies>
      </dependencyManagement>
      <dependencies>
        <dependency>
          <groupId>dev.urikit</groupId>
          <artifactId>uri-core</artifactId>
        </dependency>
        <dependency>
          <groupId>dev.urikit</groupId>
          <artifactId>schemes-http</artifactId>
        </dependency>
      </dependencies>
      """;

  private static final String GRADLE_SETUP = """
      dependencies {
          implementation(platform("dev.urikit:urikit-bom:0.1.0-SNAPSHOT"))
          implementation("dev.urikit:uri-core")
          implementation("dev.urikit:schemes-http")
          implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.12.0")
      }
      """;

  private static final String MAVEN_JACKSON3 = """
      <dependency>
        <groupId>dev.urikit</groupId>
        <artifactId>uri-jackson</artifactId>
      </dependency>
      """;

  private static final String MAVEN_JACKSON2 = """
      <dependency>
        <groupId>dev.urikit</groupId>
        <artifactId>uri-jackson2</artifactId>
      </dependency>
      """;

  @Test
  void theSnippetsNameModulesOfTheBomAtItsVersion() throws IOException {
    String bom = Files.readString(Path.of("..", "urikit-bom", "pom.xml"), StandardCharsets.UTF_8);
    List<String> listed = all(Pattern.compile("<artifactId>([^<]+)</artifactId>"), bom);
    String version = first(Pattern.compile("<artifactId>urikit-bom</artifactId>\\s*<version>([^<]+)</version>"), bom);
    List<String> named = new ArrayList<>();
    for (String snippet : List.of(MAVEN_SETUP, MAVEN_JACKSON3, MAVEN_JACKSON2)) {
      named.addAll(all(Pattern.compile("<artifactId>([^<]+)</artifactId>"), snippet));
    }
    named.addAll(all(Pattern.compile("\"dev\\.urikit:([a-z0-9-]+)[\":]"), GRADLE_SETUP));
    assertEquals(List.of("urikit-bom", "uri-core", "schemes-http", "uri-jackson", "uri-jackson2", "urikit-bom",
        "uri-core", "schemes-http"), named);
    for (String module : named) {
      assertTrue(listed.contains(module), module + " is in the BOM");
    }
    assertEquals(version, first(Pattern.compile("<version>([^<]+)</version>"), MAVEN_SETUP));
    assertEquals(version, first(Pattern.compile("urikit-bom:([^\"]+)\""), GRADLE_SETUP));
    String root = Files.readString(Path.of("..", "pom.xml"), StandardCharsets.UTF_8);
    assertEquals(version, first(Pattern.compile("<artifactId>urikit-parent</artifactId>\\s*<version>([^<]+)</version>"), root));
    String kotlinxVersion = first(Pattern.compile("<kotlinx-serialization.version>([^<]+)<"), root);
    assertTrue(GRADLE_SETUP.contains("kotlinx-serialization-json:" + kotlinxVersion + "\""), kotlinxVersion);
  }

  @Test
  void theBomListsEveryPublishedModuleOfTheReactor() throws IOException {
    String bom = Files.readString(Path.of("..", "urikit-bom", "pom.xml"), StandardCharsets.UTF_8);
    List<String> listed = all(Pattern.compile("<artifactId>([^<]+)</artifactId>"), bom);
    String root = Files.readString(Path.of("..", "pom.xml"), StandardCharsets.UTF_8);
    List<String> published = new ArrayList<>();
    for (String module : all(Pattern.compile("<module>([^<]+)</module>"), root)) {
      if (module.startsWith("examples/")) {
        continue;   // a user's project, built and tested with the reactor, not a urikit module
      }
      String pom = Files.readString(Path.of("..", module, "pom.xml"), StandardCharsets.UTF_8);
      if (!pom.contains("<maven.deploy.skip>true</maven.deploy.skip>") && !pom.contains("<packaging>pom</packaging>")) {
        published.add(module);
      }
    }
    assertTrue(published.containsAll(List.of("uri-core", "schemes-http", "uri-jackson", "uri-jackson2")), published::toString);
    for (String module : published) {
      assertTrue(listed.contains(module), module + " is published but not in the BOM");
    }
  }

  @Test
  void jackson3() {
    record Link(Uri href, HttpUri page, Map<Urn, Uri> seeAlso) {}

    JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
    Link link = new Link(Uri.parse("mailto:a@example.com"), HttpUri.parse("https://example.com/"),
        Map.of(Urn.parse("urn:isbn:0451450523"), Uri.parse("https://example.com/book")));
    String json = mapper.writeValueAsString(link);
    // {"href":"mailto:a@example.com","page":"https://example.com/","seeAlso":{"urn:isbn:0451450523":"https://example.com/book"}}
    Link back = mapper.readValue(json, Link.class);   // equal to link

    assertEquals("{\"href\":\"mailto:a@example.com\",\"page\":\"https://example.com/\","
        + "\"seeAlso\":{\"urn:isbn:0451450523\":\"https://example.com/book\"}}", json);
    assertEquals(link, back);

    try {
      mapper.readValue("{\"href\":\"http://anna:secret@h:8o/\"}", Link.class);
    } catch (InvalidFormatException e) {
      e.getLocation().getColumnNr();   // 9: where the string starts
      e.getOriginalMessage();          // cannot read "http://***@h:8o/" as Uri (INVALID_PORT at index 22): ...
    }

    InvalidFormatException e = assertThrows(InvalidFormatException.class,
        () -> mapper.readValue("{\"href\":\"http://anna:secret@h:8o/\"}", Link.class));
    assertEquals(9, e.getLocation().getColumnNr());
    assertEquals("cannot read \"http://***@h:8o/\" as Uri (INVALID_PORT at index 22): invalid character in port at index 22",
        e.getOriginalMessage());
    assertFalse(e.getMessage().contains("secret"));
  }

  @Test
  void jackson2() throws IOException {
    ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
    String json = mapper.writeValueAsString(Map.of("home", Uri.parse("https://example.com/")));
    // {"home":"https://example.com/"}
    Uri home = mapper.readValue("\"https://example.com/\"", Uri.class);

    assertEquals("{\"home\":\"https://example.com/\"}", json);
    assertEquals(Uri.parse("https://example.com/"), home);
  }

  private static List<String> all(Pattern pattern, String text) {
    List<String> found = new ArrayList<>();
    Matcher m = pattern.matcher(text);
    while (m.find()) {
      found.add(m.group(1));
    }
    return found;
  }

  private static String first(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    assertTrue(m.find(), pattern::toString);
    return m.group(1);
  }
}

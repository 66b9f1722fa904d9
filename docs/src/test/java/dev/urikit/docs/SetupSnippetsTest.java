package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The setup that the guide's getting-started page shows for Maven and Gradle (its blocks are passages of the files in
 * src/test/resources/setup, see {@link GuideSnippetsTest}) names modules this build publishes, at its version, and
 * the Kotlin libraries at the versions the modules are built with.
 */
class SetupSnippetsTest {

  private static final Path SETUP = Path.of("src", "test", "resources", "setup");
  private static final Path ROOT_POM = Path.of("..", "pom.xml");
  private static final Pattern GRADLE_DEPENDENCY = Pattern.compile("implementation\\(\"([^:\"]+):([^:\"]+):([^\"]+)\"\\)");
  private static final Pattern GRADLE_KOTLIN_PLUGIN = Pattern.compile("kotlin\\(\"([^\"]+)\"\\) version \"([^\"]+)\"");

  @Test
  void mavenSetupForJava() throws Exception {
    Map<String, String> dependencies = mavenDependencies(SETUP.resolve("java-pom.xml"));
    assertEquals(Map.of("dev.urikit:uri-core", projectVersion(), "dev.urikit:schemes-http", projectVersion()), dependencies);
    assertUrikitModules(dependencies);
  }

  @Test
  void mavenSetupForKotlin() throws Exception {
    Map<String, String> dependencies = mavenDependencies(SETUP.resolve("kotlin-pom.xml"));
    assertEquals(projectVersion(), dependencies.get("dev.urikit:uri-core"));
    assertEquals(rootProperty("kotlin.version"), dependencies.get("org.jetbrains.kotlin:kotlin-stdlib"));
    assertEquals(rootProperty("kotlinx-serialization.version"),
        dependencies.get("org.jetbrains.kotlinx:kotlinx-serialization-core-jvm"));
    assertUrikitModules(dependencies);
  }

  @Test
  void gradleSetupForJavaNamesWhatMavenDoes() throws Exception {
    Map<String, String> dependencies = gradleDependencies(SETUP.resolve("java.gradle.kts"));
    assertEquals(mavenDependencies(SETUP.resolve("java-pom.xml")), dependencies);
  }

  @Test
  void gradleSetupForKotlin() throws Exception {
    String script = Files.readString(SETUP.resolve("kotlin.gradle.kts"), StandardCharsets.UTF_8);
    Matcher plugin = GRADLE_KOTLIN_PLUGIN.matcher(script);
    List<String> plugins = new ArrayList<>();
    while (plugin.find()) {
      plugins.add(plugin.group(1));
      assertEquals(rootProperty("kotlin.version"), plugin.group(2), plugin.group());
    }
    assertEquals(List.of("jvm", "plugin.serialization"), plugins);
    Map<String, String> dependencies = gradleDependencies(SETUP.resolve("kotlin.gradle.kts"));
    assertEquals(projectVersion(), dependencies.get("dev.urikit:uri-core"));
    assertEquals(projectVersion(), dependencies.get("dev.urikit:schemes-http"));
    // Gradle resolves the multiplatform library's JVM variant from its root coordinates.
    assertEquals(rootProperty("kotlinx-serialization.version"),
        dependencies.get("org.jetbrains.kotlinx:kotlinx-serialization-core"));
    assertUrikitModules(dependencies);
  }

  /**
   * The example plugin project takes every urikit version from the BOM, at this build's version, and so does the
   * Gradle build the plugin page shows next to it, with the same dependencies.
   */
  @Test
  void pluginSetupImportsTheBom() throws Exception {
    Path pom = Path.of("..", "examples", "tel-scheme", "pom.xml");
    Map<String, String> maven = mavenDependencies(pom);
    assertEquals(projectVersion(), maven.remove("dev.urikit:urikit-bom"), "the BOM, at this build's version");
    assertEquals(Set.of("dev.urikit:uri-core", "dev.urikit:uri-testkit", "org.junit.jupiter:junit-jupiter"), maven.keySet());
    assertEquals(rootProperty("junit.version"), maven.get("org.junit.jupiter:junit-jupiter"));
    for (Element dependency : elements(parse(pom).getDocumentElement(), "dependency")) {
      if (text(dependency, "groupId").equals("dev.urikit") && !text(dependency, "artifactId").equals("urikit-bom")) {
        assertTrue(dependency.getElementsByTagName("version").getLength() == 0, "a urikit module's version comes from the BOM");
      }
    }
    assertUrikitModules(maven);

    String script = Files.readString(SETUP.resolve("plugin.gradle.kts"), StandardCharsets.UTF_8);
    Matcher bom = Pattern.compile("implementation\\(platform\\(\"dev\\.urikit:urikit-bom:([^\"]+)\"\\)\\)").matcher(script);
    assertTrue(bom.find(), "the Gradle build imports the BOM as a platform");
    assertEquals(projectVersion(), bom.group(1));
    Matcher gradle = Pattern.compile("(?:implementation|testImplementation)\\(\"([^:\"]+):([^:\"]+)(?::([^\"]+))?\"\\)").matcher(script);
    Map<String, String> dependencies = new LinkedHashMap<>();
    while (gradle.find()) {
      dependencies.put(gradle.group(1) + ":" + gradle.group(2), gradle.group(3) == null ? "" : gradle.group(3));
    }
    assertEquals(maven.keySet(), dependencies.keySet(), "the Gradle build's dependencies are the pom's");
    assertEquals("", dependencies.get("dev.urikit:uri-core"), "a urikit module's version comes from the BOM");
    assertEquals(maven.get("org.junit.jupiter:junit-jupiter"), dependencies.get("org.junit.jupiter:junit-jupiter"));
  }

  /** Every {@code dev.urikit} artifact named is a module of this build. */
  private static void assertUrikitModules(Map<String, String> dependencies) throws Exception {
    List<String> modules = new ArrayList<>();
    for (Element module : elements(parse(ROOT_POM).getDocumentElement(), "module")) {
      modules.add(text(parse(Path.of("..", module.getTextContent().strip(), "pom.xml")).getDocumentElement(), "artifactId"));
    }
    for (String coordinates : dependencies.keySet()) {
      if (coordinates.startsWith("dev.urikit:")) {
        String artifact = coordinates.substring("dev.urikit:".length());
        assertTrue(modules.contains(artifact), artifact + " is not a module of the build: " + modules);
      }
    }
  }

  /** {@code group:artifact} to version, properties substituted. */
  private static Map<String, String> mavenDependencies(Path pom) throws Exception {
    Element project = parse(pom).getDocumentElement();
    Map<String, String> properties = new LinkedHashMap<>();
    for (Element block : elements(project, "properties")) {
      NodeList children = block.getChildNodes();
      for (int i = 0; i < children.getLength(); i++) {
        if (children.item(i) instanceof Element property) {
          properties.put(property.getTagName(), property.getTextContent().strip());
        }
      }
    }
    Map<String, String> dependencies = new LinkedHashMap<>();
    for (Element dependency : elements(project, "dependency")) {
      String version = dependency.getElementsByTagName("version").getLength() == 0 ? "" : text(dependency, "version");
      Matcher property = Pattern.compile("\\$\\{([^}]+)}").matcher(version);
      if (property.matches()) {
        version = properties.get(property.group(1));
      }
      dependencies.put(text(dependency, "groupId") + ":" + text(dependency, "artifactId"), version);
    }
    assertFalse(dependencies.isEmpty(), pom + " has dependencies");
    return dependencies;
  }

  private static Map<String, String> gradleDependencies(Path script) throws IOException {
    Matcher m = GRADLE_DEPENDENCY.matcher(Files.readString(script, StandardCharsets.UTF_8));
    Map<String, String> dependencies = new LinkedHashMap<>();
    while (m.find()) {
      dependencies.put(m.group(1) + ":" + m.group(2), m.group(3));
    }
    assertFalse(dependencies.isEmpty(), script + " has dependencies");
    return dependencies;
  }

  private static String projectVersion() throws Exception {
    return text(parse(ROOT_POM).getDocumentElement(), "version");
  }

  private static String rootProperty(String name) throws Exception {
    Element properties = elements(parse(ROOT_POM).getDocumentElement(), "properties").get(0);
    return text(properties, name);
  }

  private static Document parse(Path file) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  /** The elements named {@code name} anywhere below {@code parent}. */
  private static List<Element> elements(Element parent, String name) {
    NodeList nodes = parent.getElementsByTagName(name);
    List<Element> elements = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      elements.add((Element) nodes.item(i));
    }
    return elements;
  }

  /** The text of the first child element of {@code parent} named {@code name}. */
  private static String text(Element parent, String name) {
    NodeList children = parent.getChildNodes();
    for (int i = 0; i < children.getLength(); i++) {
      if (children.item(i) instanceof Element child && child.getTagName().equals(name)) {
        return child.getTextContent().strip();
      }
    }
    throw new AssertionError("no <" + name + "> in <" + parent.getTagName() + ">");
  }
}

package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Uri;
import dev.urikit.spi.SchemeProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * uri-core and schemes-http as named modules: what they export, that the module system's service
 * discovery finds the http schemes, and that jlink makes a runtime image of the two.
 */
class ModulesJavaTest {

  private static Path location(Class<?> type) throws URISyntaxException {
    return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static ModuleFinder finder() throws URISyntaxException {
    return ModuleFinder.of(location(Uri.class), location(HttpUri.class));
  }

  @Test
  void coreExportsTheApiAndTheSpiOnly() throws URISyntaxException {
    ModuleDescriptor core = finder().find("dev.urikit.core").orElseThrow().descriptor();
    Set<String> exported = core.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet());
    assertEquals(Set.of("dev.urikit", "dev.urikit.spi", "dev.urikit.text"), exported);
    assertTrue(core.packages().contains("dev.urikit.internal"));
    assertTrue(core.uses().contains(SchemeProvider.class.getName()));
    core.requires().stream()
        .filter(r -> !r.name().equals("java.base"))
        .forEach(r -> assertTrue(r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC), r.name()));
  }

  @Test
  void httpProvidesItsSchemesToServiceLoaderOnTheModulePath() throws URISyntaxException {
    ModuleDescriptor http = finder().find("dev.urikit.http").orElseThrow().descriptor();
    assertEquals(Set.of("dev.urikit.http"),
        http.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()));
    Configuration configuration = ModuleLayer.boot().configuration()
        .resolveAndBind(finder(), ModuleFinder.of(), Set.of("dev.urikit.http"));
    ModuleLayer layer = ModuleLayer.boot().defineModulesWithOneLoader(configuration, ClassLoader.getPlatformClassLoader());
    Module core = layer.findModule("dev.urikit.core").orElseThrow();
    assertFalse(core.isExported("dev.urikit.internal"));
    assertTrue(core.isExported("dev.urikit.spi"));
    Class<?> providerType;
    try {
      providerType = Class.forName(SchemeProvider.class.getName(), true, core.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    List<String> providers = ServiceLoader.load(layer, providerType).stream()
        .map(p -> p.type().getName()).collect(Collectors.toList());
    assertEquals(List.of(HttpSchemeProvider.class.getName()), providers);
  }

  @Test
  void jlinkMakesAnImageOfCoreAndHttp(@TempDir Path temp) throws URISyntaxException, IOException, InterruptedException {
    ToolProvider jlink = ToolProvider.findFirst("jlink").orElseThrow();
    Path image = temp.resolve("image");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
    int status = jlink.run(print, print,
        "--module-path", location(Uri.class) + java.io.File.pathSeparator + location(HttpUri.class),
        "--add-modules", "dev.urikit.http", "--output", image.toString(), "--no-header-files", "--no-man-pages");
    assertEquals(0, status, out.toString(StandardCharsets.UTF_8));
    Process java = new ProcessBuilder(image.resolve("bin").resolve("java").toString(), "--list-modules")
        .redirectErrorStream(true).start();
    String modules = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, java.waitFor());
    assertTrue(modules.contains("dev.urikit.core@"), modules);
    assertTrue(modules.contains("dev.urikit.http@"), modules);
    assertFalse(modules.contains("kotlin"), modules);
    try (Stream<Path> files = Files.walk(image)) {
      files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }
}

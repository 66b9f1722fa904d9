package dev.urikit.docs.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Links to the project's API in the site: found through Dokka's package list, repaired, or failing the build. */
class ApiLinksTest {

  /**
   * Lines of a package list as Dokka writes them, a DRI and its page separated by U+001F: a package, a class, two
   * overloads of a method, an enum entry, an extension function.
   */
  private static final List<String> PACKAGE_LIST = List.of(
      "$dokka.format:html-v1",
      "$dokka.linkExtension:html",
      "$dokka.location:dev.urikit////PointingToDeclaration/\u001furikit/dev.urikit/index.html",
      "$dokka.location:dev.urikit/UriBuilder///PointingToDeclaration/\u001furikit/dev.urikit/-uri-builder/index.html",
      "$dokka.location:dev.urikit/UriBuilder/port/#int/PointingToDeclaration/\u001furikit/dev.urikit/-uri-builder/port.html",
      "$dokka.location:dev.urikit/UriBuilder/port/#java.lang.String/PointingToDeclaration/\u001furikit/dev.urikit/-uri-builder/port.html",
      "$dokka.location:dev.urikit.ftp/FtpTypecode.ASCII///PointingToDeclaration/{\"org.jetbrains.dokka.links.EnumEntryDRIExtra\":"
          + "{\"key\":\"org.jetbrains.dokka.links.EnumEntryDRIExtra\"}}\u001furikit/dev.urikit.ftp/-ftp-typecode/-a-s-c-i-i/index.html",
      "$dokka.location:dev.urikit//edit/dev.urikit.Uri#kotlin.Function1[dev.urikit.UriBuilderScope,kotlin.Unit]/"
          + "PointingToDeclaration/\u001furikit/dev.urikit/edit.html");

  private static final ApiLinks API = ApiLinks.of(PACKAGE_LIST);

  /** A KDoc link to a Java method as Dokka 2.2 writes it: the parameter in Kotlin's type, which has no page. */
  private static final String KDOC_TO_JAVA =
      "<p class=\"paragraph\">Sets <span data-unresolved-link=\"dev.urikit/UriBuilder/port/#kotlin.Int/PointingToDeclaration/\">"
          + "<code class=\"lang-kotlin\">UriBuilder.port</code></span>.</p>";

  /** A link to a declaration that does not exist. */
  private static final String BROKEN =
      "<p class=\"paragraph\">See <span data-unresolved-link=\"dev.urikit/UriBuilder/porte/#kotlin.Int/PointingToDeclaration/\">"
          + "UriBuilder.porte</span>.</p>";

  @Test
  void pagesAreRelativeToTheSiteWithoutTheSeparator() {
    assertEquals("urikit/dev.urikit/-uri-builder/index.html", API.pageOfDri("dev.urikit/UriBuilder///PointingToDeclaration/"));
  }

  @Test
  void declarationsAreFoundByQualifiedName() {
    assertEquals("urikit/dev.urikit/index.html", API.pageOf("dev.urikit"));
    assertEquals("urikit/dev.urikit/-uri-builder/index.html", API.pageOf("dev.urikit.UriBuilder"));
    assertEquals("urikit/dev.urikit/-uri-builder/port.html", API.pageOf("dev.urikit.UriBuilder.port"));
    assertEquals("urikit/dev.urikit.ftp/-ftp-typecode/-a-s-c-i-i/index.html", API.pageOf("dev.urikit.ftp.FtpTypecode.ASCII"));
    assertEquals("urikit/dev.urikit/edit.html", API.pageOf("dev.urikit.edit"));
    assertNull(API.pageOf("dev.urikit.UriBuilder.porte"));
  }

  @Test
  void aKdocLinkToAJavaMethodIsRepairedToItsPage() {
    String repaired = API.repair(KDOC_TO_JAVA, "urikit/dev.urikit/-uri-builder-scope/index.html");
    assertEquals("<p class=\"paragraph\">Sets <a href=\"../../../urikit/dev.urikit/-uri-builder/port.html\">"
        + "<code class=\"lang-kotlin\">UriBuilder.port</code></a>.</p>", repaired);
    assertEquals(List.of(), ApiLinks.unresolved(repaired));
  }

  @Test
  void aLinkToNoDeclarationIsReported() {
    assertEquals(List.of("UriBuilder.porte (dev.urikit/UriBuilder/porte/#kotlin.Int/PointingToDeclaration/)"),
        ApiLinks.unresolved(API.repair(BROKEN, "index.html")));
  }

  @Test
  void linksOutsideTheProjectAndSignaturesAreNotReported() {
    String external = "<p><span data-unresolved-link=\"java.util/ServiceLoader///PointingToDeclaration/\">ServiceLoader</span></p>";
    String signature = "<div class=\"symbol monospace\"><span class=\"token keyword\">public final class </span>NewsScheme extends "
        + "<span data-unresolved-link=\"dev.urikit.news/NetnewsScheme///PointingToDeclaration/\">NetnewsScheme</span></div>";
    assertEquals(List.of(), ApiLinks.unresolved(external + signature));
    assertEquals(1, ApiLinks.unresolved(signature + BROKEN).size(), "text after a signature is checked");
  }

  @Test
  void aSiteWithABrokenLinkFailsAndItsRepairableLinksAreRepaired(@TempDir Path site) throws IOException {
    Path module = Files.createDirectories(site.resolve("urikit"));
    Files.write(module.resolve("package-list"), PACKAGE_LIST, StandardCharsets.UTF_8);
    for (String line : PACKAGE_LIST) {
      if (line.indexOf('\u001f') > 0) {
        Path page = site.resolve(line.substring(line.indexOf('\u001f') + 1));
        Files.createDirectories(page.getParent());
        Files.writeString(page, "<html></html>", StandardCharsets.UTF_8);
      }
    }
    Path scope = Files.createDirectories(module.resolve("dev.urikit/-uri-builder-scope")).resolve("index.html");
    Files.writeString(scope, KDOC_TO_JAVA, StandardCharsets.UTF_8);
    ApiLinks.read(site).check(site);
    assertTrue(Files.readString(scope, StandardCharsets.UTF_8).contains("<a href=\"../../../urikit/dev.urikit/-uri-builder/port.html\">"));

    Path broken = module.resolve("dev.urikit/index.html");
    Files.writeString(broken, BROKEN, StandardCharsets.UTF_8);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> ApiLinks.read(site).check(site));
    assertTrue(e.getMessage().contains("urikit/dev.urikit/index.html: UriBuilder.porte (dev.urikit/UriBuilder/porte/"), e.getMessage());
  }

  @Test
  void aPackageListNamingPagesTheSiteLacksFails(@TempDir Path site) throws IOException {
    Path module = Files.createDirectories(site.resolve("urikit"));
    Files.write(module.resolve("package-list"), PACKAGE_LIST, StandardCharsets.UTF_8);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> ApiLinks.read(site));
    assertTrue(e.getMessage().contains("which the site does not have"), e.getMessage());
  }

  @Test
  void relativeLinksClimbToTheSiteRoot() {
    assertEquals("urikit/a.html", ApiLinks.relative("index.html", "urikit/a.html"));
    assertEquals("../../urikit/a.html", ApiLinks.relative("urikit/dev.urikit/b.html", "urikit/a.html"));
  }
}

package dev.urikit.docs.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The guide's pages as {@link GuideSite} adds them to a site written the way Dokka writes it. */
class GuideSiteTest {

  private static final Path GUIDE = Path.of("src", "doc");

  /** Dokka's module page, reduced to what the guide's pages take from it. */
  private static final String MODULE_PAGE = """
      <!DOCTYPE html>
      <html class="no-js" lang="en">
      <head>
          <title>urikit</title>
          <script>var pathToRoot = "";</script>
      <link href="styles/style.css" rel="Stylesheet">
      <script type="text/javascript" src="scripts/main.js" defer="defer"></script>
      </head>
      <body>
      <div class="root"><div id="container"><nav id="leftColumn"><a class="toc--skip-link" href="#main">Skip</a>
      <div class="sidebar--inner" id="sideMenu"></div></nav>
      <div id="main" role="main">
      <div class="main-content" id="content" pageIds="urikit::////PointingToDeclaration//-1">
        <div class="breadcrumbs"></div>
        <div class="cover ">
          <h1 class="cover"><span><span>urikit</span></span></h1>
          <div class="platform-hinted UnderCoverText" data-platform-hinted="data-platform-hinted"><div class="content sourceset-dependent-content" data-active="" data-togglable="urikit/JVM"><p class="paragraph">Overview.</p><div class="table--container"><table></table></div><h2 class="">The guide</h2><p class="paragraph">Pages.</p></div></div>
        </div>
      </div>
          <div class="footer"><a href="#content">top</a></div>
      </div></div></div>
      </body>
      </html>
      """;

  private static final String NAVIGATION = """
      <div class="toc--part" id="urikit-nav-submenu" pageId="urikit::////PointingToDeclaration//-1" data-nesting-level="0">
        <div class="toc--row"><button class="toc--button"></button><a href="index.html" class="toc--link"><span>urikit</span></a></div>
        <div class="toc--part" id="urikit-nav-submenu-0" pageId="urikit::dev.urikit////PointingToDeclaration//-1" data-nesting-level="1">
          <div class="toc--row"><a href="urikit/dev.urikit/index.html" class="toc--link"><span>dev.urikit</span></a></div>
        </div>
      </div>
      """;

  private static final String SEARCH_INDEX =
      "[{\"name\":\"Uri\",\"description\":\"dev.urikit.Uri\",\"location\":\"urikit/dev.urikit/-uri/index.html\","
          + "\"searchKeys\":[\"Uri\",\"dev.urikit.Uri\"]}]";

  @Test
  void everyPageOfTheGuideIsWrittenLinkedAndSearchable(@TempDir Path site) throws IOException {
    List<String> files = GuideSite.pageFiles(Files.readAllLines(GUIDE.resolve(GuideSite.PAGE_LIST), StandardCharsets.UTF_8));
    List<GuidePage> pages = new ArrayList<>();
    Set<String> names = Set.copyOf(files.stream().map(f -> f.replace(".md", "")).toList());
    for (String file : files) {
      String markdown = Files.readString(GUIDE.resolve(file), StandardCharsets.UTF_8);
      // Every API name leads to a page here: ApiLinksTest covers resolution against Dokka's package list.
      pages.add(GuidePage.render(file.replace(".md", ""), markdown, name -> "urikit/" + name + ".html", names));
    }
    writeDokkaSite(site);
    GuideSite.write(site, pages);

    String navigation = Files.readString(site.resolve("navigation.html"), StandardCharsets.UTF_8);
    String search = Files.readString(site.resolve("scripts/pages.json"), StandardCharsets.UTF_8);
    String index = Files.readString(site.resolve("index.html"), StandardCharsets.UTF_8);
    for (String file : files) {
      String name = file.replace(".md", "");
      Path page = site.resolve("guide").resolve(name + ".html");
      assertTrue(Files.isRegularFile(page), "no page " + page);
      String html = Files.readString(page, StandardCharsets.UTF_8);
      assertTrue(navigation.contains("<a href=\"guide/" + name + ".html\" class=\"toc--link\">"), name + " in the navigation");
      assertTrue(index.contains("<a href=\"guide/" + name + ".html\">"), name + " in the module page's contents");
      assertTrue(html.contains("pageIds=\"urikit-guide::" + name + "\""), name + " has the id the navigation marks");

      List<String> headings = headings(Files.readAllLines(GUIDE.resolve(file), StandardCharsets.UTF_8));
      List<String> ids = ids(html);
      assertEquals(headings.size(), ids.size(), file + ": a heading without an id, headings " + headings + ", ids " + ids);
      for (String id : ids) {
        assertTrue(search.contains("\"location\":\"guide/" + name + ".html" + (ids.get(0).equals(id) ? "\"" : "#" + id + "\"")),
            file + ": #" + id + " in the search index");
      }
    }
    assertTrue(search.startsWith("[{\"name\":\"Getting started\",\"description\":\"Guide\","
        + "\"location\":\"guide/getting-started.html\",\"searchKeys\":[\"Getting started\""), search.substring(0, 200));
    assertTrue(search.endsWith(SEARCH_INDEX.substring(1)), "Dokka's entries kept");
    assertTrue(navigation.indexOf("urikit-guide-nav") < navigation.indexOf("urikit-nav-submenu-0"), "the guide first");
  }

  @Test
  void aGuidePageHasTheSiteTemplateOneLevelDown(@TempDir Path site) throws IOException {
    GuidePage page = GuidePage.render("topic", "# A topic\n\nText with [dev.urikit.Uri].\n\n## A section\n\n```java\nint a = 1 < 2 ? 1 : 0;\n```\n",
        name -> name.equals("dev.urikit.Uri") ? "urikit/dev.urikit/-uri/index.html" : null, Set.of("topic"));
    String html = GuideSite.html(MODULE_PAGE, page);
    assertTrue(html.contains("<title>A topic · urikit</title>"));
    assertTrue(html.contains("var pathToRoot = \"../\";"));
    assertTrue(html.contains("<link href=\"../styles/style.css\""));
    assertTrue(html.contains("src=\"../scripts/main.js\""));
    assertTrue(html.contains("href=\"#main\""), "fragments unchanged");
    assertTrue(html.contains("<h1 class=\"cover urikit-heading\" id=\"a-topic\">"));
    assertTrue(html.contains("<h2 id=\"a-section\" class=\"urikit-heading\">A section<a class=\"urikit-heading-anchor\" href=\"#a-section\""));
    assertTrue(html.contains("<a href=\"../urikit/dev.urikit/-uri/index.html\">dev.urikit.Uri</a>"), html);
    assertTrue(html.contains("<code class=\"block lang-java\" theme=\"idea\">int a = 1 &lt; 2 ? 1 : 0;</code>"));
    assertTrue(html.contains("<div class=\"footer\">"));
    assertEquals(1, count(html, "class=\"main-content\""));
  }

  @Test
  void headingsGetDistinctIds() {
    GuidePage page = GuidePage.render("p", "# Title\n\n## From Java\n\n### `uri { }`\n\n## From Java\n\n## Title\n\n## view<T>()\n",
        name -> null, Set.of("p"));
    assertEquals(List.of("from-java", "uri", "from-java-2", "title-2", "view-t"),
        page.sections().stream().map(GuidePage.Section::id).toList());
    assertEquals("uri { }", page.sections().get(1).text(), "code in a heading is its text");
    assertEquals("view<T>()", page.sections().get(4).text());
    assertTrue(page.html().contains("<h2 id=\"view-t\" class=\"urikit-heading\">view&lt;T&gt;()<a"), page.html());
  }

  @Test
  void linksToOtherPagesGoToTheirHtml() {
    GuidePage page = GuidePage.render("a", "# A\n\nSee [the DSL](kotlin-dsl.md#edit) and [B](b.md).\n", name -> null, Set.of("a", "b", "kotlin-dsl"));
    assertTrue(page.html().contains("<a href=\"kotlin-dsl.html#edit\">the DSL</a>"), page.html());
    assertTrue(page.html().contains("<a href=\"b.html\">B</a>"), page.html());
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GuidePage.render("a", "# A\n\n[gone](gone.md)\n", name -> null, Set.of("a")));
    assertTrue(e.getMessage().contains("gone.md, which is not a page of the guide"), e.getMessage());
  }

  @Test
  void aLinkToADeclarationWithoutAPageFails() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GuidePage.render("p", "# P\n\nUse [dev.urikit.Uri] and [dev.urikit.UriBuilder.nope].\n",
            name -> name.equals("dev.urikit.Uri") ? "urikit/dev.urikit/-uri/index.html" : null, Set.of("p")));
    assertTrue(e.getMessage().contains("guide page p.md links to dev.urikit.UriBuilder.nope, which has no page in the site"),
        e.getMessage());
  }

  @Test
  void aPageBeginsWithItsTitle() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> GuidePage.render("q", "## Topic\n", name -> null, Set.of("q")));
    assertTrue(e.getMessage().contains("q.md does not begin with its title"), e.getMessage());
    e = assertThrows(IllegalStateException.class, () -> GuidePage.render("p", "# Module urikit\n\n## Topic\n", name -> null, Set.of("p")));
    assertTrue(e.getMessage().contains("p.md begins with Dokka's module header"), e.getMessage());
  }

  @Test
  void theListNamesEachFileOnce() {
    assertEquals(List.of("a.md", "b-c.md"), GuideSite.pageFiles(List.of("# comment", "", "a.md", "  b-c.md  ")));
    assertThrows(IllegalStateException.class, () -> GuideSite.pageFiles(List.of("a.md", "a.md")));
    assertThrows(IllegalStateException.class, () -> GuideSite.pageFiles(List.of("src/doc/a.md")));
  }

  private static void writeDokkaSite(Path site) throws IOException {
    Files.createDirectories(site.resolve("scripts"));
    Files.writeString(site.resolve("index.html"), MODULE_PAGE, StandardCharsets.UTF_8);
    Files.writeString(site.resolve("navigation.html"), NAVIGATION, StandardCharsets.UTF_8);
    Files.writeString(site.resolve("scripts/pages.json"), SEARCH_INDEX, StandardCharsets.UTF_8);
  }

  /** The headings of a Markdown page, outside its code blocks. */
  private static List<String> headings(List<String> lines) {
    List<String> headings = new ArrayList<>();
    boolean code = false;
    for (String line : lines) {
      if (line.strip().startsWith("```")) {
        code = !code;
      } else if (!code && line.matches("#{1,6} .*")) {
        headings.add(line);
      }
    }
    return headings;
  }

  /** The ids of a page's headings, in order. */
  private static List<String> ids(String html) {
    List<String> ids = new ArrayList<>();
    Matcher m = Pattern.compile("<h[1-6] [^>]*\\bid=\"([^\"]+)\"").matcher(html);
    while (m.find()) {
      ids.add(m.group(1));
    }
    return ids;
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }
}

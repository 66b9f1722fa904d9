package dev.urikit.docs.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Adds the guide to the Dokka site: a page per topic, in the sidebar and in the search.
 *
 * <p>Dokka 2 renders Markdown only as the documentation of a module or a package, one page each. The guide's pages
 * are therefore written here, after Dokka: each file listed in {@code src/doc/guide-pages.txt} becomes
 * {@code guide/<file>.html}, drawn in the template of the site's own module page (header, sidebar, search, footer),
 * with an id on every heading. The sidebar gets a "Guide" entry with a page per file and a section per heading
 * below it ({@code navigation.html}); the search index ({@code scripts/pages.json}) an entry per page and per heading;
 * the module page a contents list of the guide.
 */
final class GuideSite {

  /** The list of the guide's pages, in the order of the sidebar, in the guide's directory. */
  static final String PAGE_LIST = "guide-pages.txt";

  /** The directory of the guide's pages in the site. */
  static final String DIRECTORY = "guide";

  /** Where the module page's content ends: the closing of its cover's content. */
  private static final Pattern MODULE_CONTENT =
      Pattern.compile("<div class=\"platform-hinted UnderCoverText\"[^>]*><div class=\"content[^\"]*\"[^>]*>");

  /** What the template's main content is replaced from: Dokka's content {@code div}, up to the footer. */
  private static final Pattern MAIN_CONTENT = Pattern.compile("(?s)<div class=\"main-content\".*?(?=\\s*<div class=\"footer\">)");

  /** Relative links of the template, which the guide's pages, one directory down, point one level up. */
  private static final Pattern RELATIVE_URL = Pattern.compile("(href|src)=\"(?![a-z]+:|#|/|\\.\\./)([^\"]+)\"");

  /** On a guide page opened from the search: {@code #id?query=...} scrolls to the heading {@code id}. */
  static final String SEARCH_TARGET =
      """
      <script>(function () {
        function showSearchTarget() {
          var hash = decodeURIComponent(window.location.hash.substring(1));
          var cut = hash.indexOf('?');
          var target = cut < 0 ? null : document.getElementById(hash.substring(0, cut));
          if (target) { target.scrollIntoView(); }
        }
        window.addEventListener('load', showSearchTarget);
        window.addEventListener('hashchange', showSearchTarget);
      })();</script>
      """;

  /** Styles of the guide's headings: the link to a section shows on hover. */
  static final String STYLE =
      """
      <style>
      .urikit-heading-anchor { margin-left: 8px; opacity: 0; text-decoration: none; color: inherit; }
      .urikit-heading:hover .urikit-heading-anchor, .urikit-heading-anchor:focus { opacity: 0.5; }
      .urikit-guide-contents li { margin: 4px 0; }
      </style>
      """;

  private GuideSite() {}

  /** The file names listed in {@code list}: one a line, blank lines and {@code #} comments skipped. */
  static List<String> pageFiles(List<String> list) {
    Set<String> files = new LinkedHashSet<>();
    for (String line : list) {
      String file = line.strip();
      if (file.isEmpty() || file.startsWith("#")) {
        continue;
      }
      if (!file.matches("[a-z0-9-]+\\.md")) {
        throw new IllegalStateException(PAGE_LIST + " lists \"" + file + "\", not a file name such as topic-name.md");
      }
      if (!files.add(file)) {
        throw new IllegalStateException(PAGE_LIST + " lists " + file + " twice");
      }
    }
    return List.copyOf(files);
  }

  /** Renders the pages listed in {@code guide}'s page list, linking API names through {@code api}. */
  static List<GuidePage> render(Path guide, ApiLinks api) throws IOException {
    List<String> files = pageFiles(Files.readAllLines(guide.resolve(PAGE_LIST), StandardCharsets.UTF_8));
    Set<String> names = new LinkedHashSet<>();
    for (String file : files) {
      names.add(file.substring(0, file.length() - ".md".length()));
    }
    List<GuidePage> pages = new ArrayList<>();
    for (String name : names) {
      String markdown = Files.readString(guide.resolve(name + ".md"), StandardCharsets.UTF_8);
      pages.add(GuidePage.render(name, markdown, api::pageOf, names));
    }
    return pages;
  }

  /** Writes the pages into the site and adds them to its navigation, search index and module page. */
  static void write(Path site, List<GuidePage> pages) throws IOException {
    Path index = site.resolve("index.html");
    String template = Files.readString(index, StandardCharsets.UTF_8);
    Path directory = Files.createDirectories(site.resolve(DIRECTORY));
    for (GuidePage page : pages) {
      Files.writeString(directory.resolve(page.name() + ".html"), html(template, page), StandardCharsets.UTF_8);
    }
    Path navigation = site.resolve("navigation.html");
    Files.writeString(navigation, withGuide(Files.readString(navigation, StandardCharsets.UTF_8), pages), StandardCharsets.UTF_8);
    Path search = site.resolve("scripts").resolve("pages.json");
    Files.writeString(search, withGuideEntries(Files.readString(search, StandardCharsets.UTF_8), pages), StandardCharsets.UTF_8);
    Files.writeString(index, withContents(template, pages), StandardCharsets.UTF_8);
  }

  /** The page in the module page's template: its links one level up, its content the guide page's. */
  static String html(String template, GuidePage page) {
    Matcher main = MAIN_CONTENT.matcher(template);
    if (!main.find()) {
      throw new IllegalStateException("the module page (index.html) has no main content followed by a footer");
    }
    String content = "<div class=\"main-content\" data-page-type=\"guide\" id=\"content\" pageIds=\"" + pageId(page) + "\">\n"
        + "  <div class=\"breadcrumbs\"><a href=\"../index.html\">urikit</a><span class=\"delimiter\">/</span>"
        + "<span class=\"current\">" + escape(page.title()) + "</span></div>\n"
        + "  <div class=\"cover \">\n"
        + "    <h1 class=\"cover urikit-heading\" id=\"" + GuidePage.slug(page.title()) + "\"><span><span>" + escape(page.title())
        + "</span></span></h1>\n"
        + "    <div class=\"platform-hinted UnderCoverText\"><div class=\"content\">\n" + page.html() + "    </div></div>\n"
        + "  </div>\n"
        + "</div>";
    String before = RELATIVE_URL.matcher(template.substring(0, main.start())).replaceAll("$1=\"../$2\"");
    String after = RELATIVE_URL.matcher(template.substring(main.end())).replaceAll("$1=\"../$2\"");
    String html = before + content + after;
    html = replaceOnce(html, "<title>urikit</title>", "<title>" + escape(page.title()) + " · urikit</title>");
    html = replaceOnce(html, "var pathToRoot = \"\";", "var pathToRoot = \"../\";");
    return replaceOnce(html, "</head>", STYLE + SEARCH_TARGET + "</head>");
  }

  /** The navigation with a "Guide" part first in the module's part: a page per file, a section per heading. */
  static String withGuide(String navigation, List<GuidePage> pages) {
    int root = navigation.indexOf("<div class=\"toc--row\">");
    int rootRowEnd = root < 0 ? -1 : navigation.indexOf("</div>", root);
    if (rootRowEnd < 0) {
      throw new IllegalStateException("navigation.html has no row for the module");
    }
    rootRowEnd += "</div>".length();
    StringBuilder part = new StringBuilder("\n");
    String guideId = "urikit-guide-nav";
    part.append("  <div class=\"toc--part\" id=\"").append(guideId).append("\" pageId=\"urikit-guide::\" data-nesting-level=\"1\">\n");
    part.append(row(guideId, "Guide", DIRECTORY + "/" + pages.get(0).name() + ".html", true));
    for (int i = 0; i < pages.size(); i++) {
      GuidePage page = pages.get(i);
      String id = guideId + "-" + i;
      boolean sections = page.sections().stream().anyMatch(s -> s.level() == 2);
      part.append("    <div class=\"toc--part\" id=\"").append(id).append("\" pageId=\"").append(pageId(page))
          .append("\" data-nesting-level=\"2\">\n");
      part.append("  ").append(row(id, page.title(), DIRECTORY + "/" + page.name() + ".html", sections));
      int j = 0;
      for (GuidePage.Section section : page.sections()) {
        if (section.level() != 2) {
          continue;
        }
        part.append("      <div class=\"toc--part\" id=\"").append(id).append("-").append(j++).append("\" pageId=\"")
            .append(pageId(page)).append("#").append(section.id()).append("\" data-nesting-level=\"3\">\n");
        part.append("    ").append(row(null, section.text(), DIRECTORY + "/" + page.name() + ".html#" + section.id(), false));
        part.append("      </div>\n");
      }
      part.append("    </div>\n");
    }
    part.append("  </div>");
    return navigation.substring(0, rootRowEnd) + part + navigation.substring(rootRowEnd);
  }

  /** A row of the navigation: its expand button when it has children, and its link. */
  private static String row(String id, String label, String href, boolean children) {
    StringBuilder row = new StringBuilder("    <div class=\"toc--row\">");
    if (children) {
      row.append("<button class=\"toc--button\" aria-expanded=\"false\" aria-label=\"").append(escape(label))
          .append("\" onclick=\"window.handleTocButtonClick(event, '").append(id).append("')\"></button>");
    }
    row.append("<a href=\"").append(href).append("\" class=\"toc--link\"><span>").append(escape(label)).append("</span></a>");
    if (children) {
      row.append("<a class=\"toc--skip-link\" href=\"\">Skip to content</a>");
    }
    return row.append("</div>\n").toString();
  }

  /** The search index with an entry for each page and each of its headings, before Dokka's entries. */
  static String withGuideEntries(String pagesJson, List<GuidePage> pages) {
    String trimmed = pagesJson.strip();
    if (!trimmed.startsWith("[")) {
      throw new IllegalStateException("scripts/pages.json is not a JSON array");
    }
    StringBuilder entries = new StringBuilder("[");
    for (GuidePage page : pages) {
      String location = DIRECTORY + "/" + page.name() + ".html";
      entries.append(entry(page.title(), "Guide", location, List.of(page.title(), "Guide: " + page.title()))).append(',');
      for (GuidePage.Section section : page.sections()) {
        entries.append(entry(section.text(), "Guide: " + page.title(), location + "#" + section.id(),
            List.of(section.text(), page.title() + ": " + section.text()))).append(',');
      }
    }
    String rest = trimmed.substring(1).strip();
    if (rest.equals("]")) {
      entries.setLength(entries.length() - 1);
    }
    return entries + rest;
  }

  private static String entry(String name, String description, String location, List<String> keys) {
    StringBuilder json = new StringBuilder("{\"name\":").append(json(name)).append(",\"description\":").append(json(description))
        .append(",\"location\":").append(json(location)).append(",\"searchKeys\":[");
    for (int i = 0; i < keys.size(); i++) {
      json.append(i == 0 ? "" : ",").append(json(keys.get(i)));
    }
    return json.append("]}").toString();
  }

  /** The module page with the guide's contents, a list of its pages and their sections, at the end of its content. */
  static String withContents(String modulePage, List<GuidePage> pages) {
    Matcher start = MODULE_CONTENT.matcher(modulePage);
    if (!start.find()) {
      throw new IllegalStateException("the module page (index.html) has no content under its title");
    }
    Matcher div = Pattern.compile("<div\\b|</div>").matcher(modulePage);
    div.region(start.end(), modulePage.length());
    int depth = 1;
    int end = -1;
    while (div.find()) {
      depth += div.group().equals("</div>") ? -1 : 1;
      if (depth == 0) {
        end = div.start();
        break;
      }
    }
    if (end < 0) {
      throw new IllegalStateException("the module page's content is not closed");
    }
    StringBuilder list = new StringBuilder("<ul class=\"urikit-guide-contents\">");
    for (GuidePage page : pages) {
      String href = DIRECTORY + "/" + page.name() + ".html";
      list.append("<li><a href=\"").append(href).append("\">").append(escape(page.title())).append("</a>");
      List<String> sections = new ArrayList<>();
      for (GuidePage.Section section : page.sections()) {
        if (section.level() == 2) {
          sections.add("<a href=\"" + href + "#" + section.id() + "\">" + escape(section.text()) + "</a>");
        }
      }
      if (!sections.isEmpty()) {
        list.append(": ").append(String.join(", ", sections));
      }
      list.append("</li>");
    }
    list.append("</ul>");
    return modulePage.substring(0, end) + list + modulePage.substring(end);
  }

  /** The id of a page in the navigation, matched by Dokka's script against the page's {@code pageIds}. */
  static String pageId(GuidePage page) {
    return "urikit-guide::" + page.name();
  }

  private static String replaceOnce(String text, String target, String replacement) {
    int at = text.indexOf(target);
    if (at < 0 || text.indexOf(target, at + 1) >= 0) {
      throw new IllegalStateException("the module page (index.html) no longer contains exactly one " + target);
    }
    return text.substring(0, at) + replacement + text.substring(at + target.length());
  }

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /** {@code text} as a JSON string. */
  static String json(String text) {
    StringBuilder out = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"').toString();
  }
}

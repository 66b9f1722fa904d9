package dev.urikit.docs.site;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;
import org.commonmark.renderer.html.HtmlWriter;

/**
 * One page of the guide: a Markdown file of {@code src/doc} rendered as the content of a page of the site.
 *
 * <p>The file begins with its title, {@code # Title}; its other headings ({@code ##}, {@code ###}) are its sections.
 * Every heading gets an id made of its words ({@code ## Setup with Maven} is {@code #setup-with-maven}) and a link to
 * itself. A link written as KDoc writes it, {@code [dev.urikit.UriBuilder]}, goes to that declaration's page; a
 * link to another page of the guide is written to its file ({@code [the DSL](kotlin-dsl.md#edit)}). Code blocks
 * are drawn as Dokka draws samples. HTML in the Markdown is text: {@code ## view<T>()} shows {@code <T>}.
 *
 * @param name the page's file name without {@code .md}, which is also its HTML file's
 * @param title the text of its {@code #} heading
 * @param sections its other headings, in order
 * @param html its content, the title excluded
 */
record GuidePage(String name, String title, List<Section> sections, String html) {

  /** A heading of the page below its title: its level (2 for {@code ##}), text and id. */
  record Section(int level, String text, String id) {}

  /** A KDoc-style link to a declaration: {@code [dev.urikit.UriBuilder]}, {@code [dev.urikit.http]}. */
  static final Pattern API_LINK = Pattern.compile("\\[(dev\\.urikit(?:\\.[A-Za-z_][A-Za-z0-9_]*)*)]");

  private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());

  /**
   * Renders the Markdown of the page {@code name}, resolving its API links with {@code api} (from a qualified name
   * to the page relative to the site, or null) and its links to other pages among {@code pageNames}; pages of the
   * guide are in the site's directory {@code guide/}.
   *
   * @throws IllegalStateException if the page does not begin with its title, or links to a declaration or page
   *     that the site does not have
   */
  static GuidePage render(String name, String markdown, Function<String, String> api, Set<String> pageNames) {
    Node document = Parser.builder().extensions(EXTENSIONS).build().parse(markdown);
    Node first = document.getFirstChild();
    if (!(first instanceof Heading title) || title.getLevel() != 1) {
      throw new IllegalStateException("guide page " + name + ".md does not begin with its title, a line '# Title'");
    }
    String titleText = plainText(title);
    if (titleText.startsWith("Module ")) {
      throw new IllegalStateException("guide page " + name + ".md begins with Dokka's module header, \"# " + titleText
          + "\": a page of the guide begins with its own title, '# Title', and its sections are '##'");
    }
    title.unlink();

    List<String> problems = new ArrayList<>();
    List<Section> sections = new ArrayList<>();
    Map<Heading, String> ids = new HashMap<>();
    Map<String, Integer> used = new HashMap<>();
    used.put(slug(titleText), 1);
    document.accept(new AbstractVisitor() {
      @Override
      public void visit(Heading heading) {
        String text = plainText(heading);
        String base = slug(text);
        int n = used.merge(base, 1, Integer::sum);
        String id = n == 1 ? base : base + "-" + n;
        ids.put(heading, id);
        sections.add(new Section(heading.getLevel(), text, id));
      }

      @Override
      public void visit(Text text) {
        linkDeclarations(text, api, problems);
      }

      @Override
      public void visit(Link link) {
        String destination = link.getDestination();
        Matcher page = Pattern.compile("([a-z0-9-]+)\\.md(#.*)?").matcher(destination);
        if (page.matches()) {
          if (!pageNames.contains(page.group(1))) {
            problems.add("links to " + destination + ", which is not a page of the guide");
          }
          link.setDestination(page.group(1) + ".html" + (page.group(2) == null ? "" : page.group(2)));
        }
      }
    });
    if (!problems.isEmpty()) {
      throw new IllegalStateException("guide page " + name + ".md " + String.join("; ", problems));
    }
    String html = HtmlRenderer.builder()
        .extensions(EXTENSIONS)
        .escapeHtml(true)
        .nodeRendererFactory(context -> new DokkaStyle(context, ids))
        .attributeProviderFactory(context -> (node, tag, attributes) -> {
          if (node instanceof Paragraph) {
            attributes.put("class", "paragraph");
          }
        })
        .build()
        .render(document)
        .replace("<table>", "<div class=\"table--container\"><table>")
        .replace("</table>", "</table></div>");
    return new GuidePage(name, titleText, List.copyOf(sections), html);
  }

  /** Replaces each {@code [dev.urikit.X]} in {@code text} by a link to X's page, noting those without one. */
  private static void linkDeclarations(Text text, Function<String, String> api, List<String> problems) {
    String literal = text.getLiteral();
    Matcher m = API_LINK.matcher(literal);
    int from = 0;
    Node last = text;
    boolean found = false;
    while (m.find()) {
      found = true;
      String page = api.apply(m.group(1));
      if (page == null) {
        problems.add("links to " + m.group(1) + ", which has no page in the site");
        continue;
      }
      last = insertAfter(last, new Text(literal.substring(from, m.start())));
      Link link = new Link("../" + page, null);
      link.appendChild(new Text(m.group(1)));
      last = insertAfter(last, link);
      from = m.end();
    }
    if (found && from > 0) {
      insertAfter(last, new Text(literal.substring(from)));
      text.unlink();
    }
  }

  private static Node insertAfter(Node anchor, Node node) {
    anchor.insertAfter(node);
    return node;
  }

  /** The words of a heading as plain text: {@code `uri { }`} is {@code uri { }}. */
  private static String plainText(Node node) {
    StringBuilder out = new StringBuilder();
    node.accept(new AbstractVisitor() {
      @Override
      public void visit(Text text) {
        out.append(text.getLiteral());
      }

      @Override
      public void visit(Code code) {
        out.append(code.getLiteral());
      }

      @Override
      public void visit(HtmlInline html) {
        out.append(html.getLiteral());
      }
    });
    return out.toString().strip();
  }

  /** The id of a heading: its letters and digits in lower case, each other run of characters one hyphen. */
  static String slug(String text) {
    String slug = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    return slug.isEmpty() ? "section" : slug;
  }

  /** Attributes in the order given, as name, value, name, value. */
  private static Map<String, String> attributes(String... namesAndValues) {
    Map<String, String> attributes = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      attributes.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return attributes;
  }

  /** Headings with their id and a link to themselves, code blocks as Dokka's samples. */
  private static final class DokkaStyle implements NodeRenderer {
    private final HtmlNodeRendererContext context;
    private final HtmlWriter html;
    private final Map<Heading, String> ids;

    DokkaStyle(HtmlNodeRendererContext context, Map<Heading, String> ids) {
      this.context = context;
      this.html = context.getWriter();
      this.ids = ids;
    }

    @Override
    public Set<Class<? extends Node>> getNodeTypes() {
      return Set.of(Heading.class, FencedCodeBlock.class);
    }

    @Override
    public void render(Node node) {
      if (node instanceof Heading heading) {
        String id = ids.get(heading);
        String tag = "h" + heading.getLevel();
        html.line();
        html.tag(tag, attributes("id", id, "class", "urikit-heading"));
        for (Node child = heading.getFirstChild(); child != null; child = child.getNext()) {
          context.render(child);
        }
        html.tag("a", attributes("class", "urikit-heading-anchor", "href", "#" + id, "aria-label", "Link to this section"));
        html.text("#");
        html.tag("/a");
        html.tag("/" + tag);
        html.line();
      } else if (node instanceof FencedCodeBlock code) {
        String language = code.getInfo() == null || code.getInfo().isBlank() ? "text" : code.getInfo().strip().split("\\s+")[0];
        html.line();
        html.raw("<div class=\"sample-container\"><pre><code class=\"block lang-" + language + "\" theme=\"idea\">");
        html.text(code.getLiteral().replaceAll("\n$", ""));
        html.raw("</code></pre><span class=\"copy-tooltip\"><div class=\"copy-popup-wrapper popup-to-left\">"
            + "<span class=\"copy-popup-icon\"></span><span>Content copied to clipboard</span></div>"
            + "<span class=\"copy-icon\"></span></span></div>");
        html.line();
      }
    }
  }
}

package dev.urikit.docs.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finishes the Dokka HTML site after it is generated: adds the guide's pages ({@link GuideSite}), makes it readable
 * when opened from disk, and checks that it documents only public packages, draws Java declarations as Java declares
 * them and links every mention of the project's API ({@link ApiLinks}).
 *
 * <p>Dokka's pages load the navigation tree ({@code navigation.html}) and the search index
 * ({@code scripts/pages.json}) with {@code fetch}, which browsers refuse for {@code file:} URLs, so a site opened
 * from disk shows an empty navigation and an empty search. This step writes both as scripts
 * ({@code scripts/offline-navigation.js}, {@code scripts/offline-pages.js}), which browsers do load from disk,
 * and changes the two {@code fetch} calls to load them. It fails when Dokka's scripts no longer contain the
 * calls it replaces, so a Dokka upgrade that changes them cannot pass unnoticed.
 *
 * <p>The signatures are checked where Dokka's own Java rendering went wrong: a type-use annotation such as
 * {@code @Nullable} must appear once, not once among the modifiers and again before the type, and a sealed class
 * must say {@code sealed} and what it {@code permits}.
 *
 * <p>Run with the site directory as the only argument; used by the build at {@code package}, after Dokka.
 */
public final class OfflineSite {

  /** The call in {@code scripts/navigation-loader.js} that fetches the navigation. */
  static final String NAVIGATION_FETCH =
      "fetch(pathToRoot + 'navigation.html')\n      .then((response) => response.text())";

  /** What replaces it: the same promise of the navigation's HTML, from a script. */
  static final String NAVIGATION_LOAD = "urikitOfflineData('offline-navigation.js', 'urikitNavigation')";

  /** The call in {@code scripts/main.js} (minified) that fetches the search index. */
  static final Pattern PAGES_FETCH =
      Pattern.compile("fetch\\(\\(e=\"scripts/pages\\.json\",[^;]*?\\)\\)\\)\\.then\\(\\(function\\(e\\)\\{return e\\.json\\(\\)\\}\\)\\)");

  /** What replaces it: the same promise of the parsed index, from a script. */
  static final String PAGES_LOAD = "urikitOfflineData('offline-pages.js', 'urikitPages')";

  /** Loads {@code scripts/<file>}, which sets {@code window[name]}, and gives that value as a promise. */
  static final String LOADER =
      """
      /* urikit: the site's data as scripts, which load from disk where fetch does not. */
      function urikitOfflineData(file, name) {
        return new Promise(function (resolve, reject) {
          if (window[name] !== undefined) { resolve(window[name]); return; }
          var script = document.createElement('script');
          script.src = pathToRoot + 'scripts/' + file;
          script.onload = function () { resolve(window[name]); };
          script.onerror = function () { reject(new Error('cannot load ' + script.src)); };
          document.head.appendChild(script);
        });
      }
      """;

  /** The only packages the site may document: the public API of the published modules. */
  static final Pattern PUBLIC_PACKAGE =
      Pattern.compile("dev\\.urikit(\\.spi|\\.text|\\.http|\\.mailto|\\.news|\\.ftp|\\.idna|\\.file|\\.legacy"
          + "|\\.gopher|\\.telnet|\\.wais|\\.prospero|\\.template|\\.jackson|\\.jackson2|\\.spark|\\.testkit|\\.urn(\\.[a-z0-9_.]+)?)?");

  /** The packages the site must document: those of every public module. */
  static final Set<String> REQUIRED_PACKAGES = Set.of("dev.urikit", "dev.urikit.spi", "dev.urikit.text",
      "dev.urikit.http", "dev.urikit.mailto", "dev.urikit.news", "dev.urikit.urn", "dev.urikit.ftp", "dev.urikit.idna",
      "dev.urikit.file",
      "dev.urikit.legacy", "dev.urikit.gopher", "dev.urikit.telnet", "dev.urikit.wais", "dev.urikit.prospero",
      "dev.urikit.template", "dev.urikit.jackson", "dev.urikit.jackson2",
      "dev.urikit.spark", "dev.urikit.testkit");

  /** The sealed classes of the public API, each page with the signature its class must show (from its source). */
  static final Map<String, String> SEALED_SIGNATURES = Map.of(
      "dev.urikit/-uri-reference/index.html",
      "public abstract sealed class UriReference implements Comparable<UriReference> permits Uri, RelativeReference",
      "dev.urikit/-uri/index.html",
      "public abstract sealed class Uri extends UriReference permits HierarchicalUri, OpaqueUri");

  /** An annotation written twice on one declaration or type: {@code @A public @A T}, {@code @A @A T}. */
  static final Pattern DOUBLED_ANNOTATION = Pattern.compile(
      "@(\\w+)(?:\\([^)]*\\))?\\s+(?:(?:public|protected|private|static|final|abstract|default|synchronized|native"
          + "|transient|volatile)\\s+)*@\\1\\b");

  private OfflineSite() {}

  /**
   * Finishes the site in {@code args[0]} with the guide in {@code args[1]}.
   *
   * @param args the site directory, {@code docs/target/dokka}, and the guide's, {@code docs/src/doc}
   * @throws IOException if the site cannot be read or written
   * @throws IllegalStateException if the site lists a package that is not public API, misses one that is, shows a
   *     link to the project's API as text, or Dokka's scripts do not contain the calls this step replaces
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: OfflineSite <site directory> <guide directory>");
    }
    Path site = Path.of(args[0]);
    Set<String> packages = checkPackages(site);
    checkSignatures(site);
    ApiLinks api = ApiLinks.read(site);
    List<GuidePage> guide = GuideSite.render(Path.of(args[1]), api);
    GuideSite.write(site, guide);
    api.check(site);
    makeReadableFromDisk(site);
    System.out.println("urikit docs: " + site.resolve("index.html") + " documents " + packages + " and "
        + guide.size() + " pages of the guide");
  }

  /** The packages the site lists, after checking them against {@link #PUBLIC_PACKAGE} and {@link #REQUIRED_PACKAGES}. */
  static Set<String> checkPackages(Path site) throws IOException {
    Set<String> packages = new TreeSet<>();
    try (var modules = Files.list(site)) {
      for (Path module : modules.toList()) {
        Path packageList = module.resolve("package-list");
        if (!Files.isRegularFile(packageList)) {
          continue;
        }
        for (String line : Files.readAllLines(packageList, StandardCharsets.UTF_8)) {
          if (!line.isBlank() && !line.startsWith("$")) {
            packages.add(line.strip());
          }
        }
      }
    }
    List<String> problems = new ArrayList<>();
    for (String name : packages) {
      if (!PUBLIC_PACKAGE.matcher(name).matches()) {
        problems.add("lists " + name + ", which is not public API");
      }
    }
    for (String name : REQUIRED_PACKAGES) {
      if (!packages.contains(name)) {
        problems.add("does not list " + name);
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalStateException("the documentation site " + String.join("; ", problems));
    }
    return packages;
  }

  /**
   * Checks the signatures of every page: no annotation doubled, and each class of {@link #SEALED_SIGNATURES} with its
   * own signature.
   *
   * @throws IllegalStateException naming the pages and signatures that are wrong
   */
  static void checkSignatures(Path site) throws IOException {
    List<String> problems = new ArrayList<>();
    Set<String> sealedFound = new TreeSet<>();
    for (Path module : modules(site)) {
      List<Path> pages;
      try (Stream<Path> files = Files.walk(module)) {
        pages = files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
      }
      for (Path page : pages) {
        String relative = module.relativize(page).toString().replace('\\', '/');
        List<String> signatures = signatures(Files.readString(page, StandardCharsets.UTF_8));
        for (String signature : signatures) {
          if (DOUBLED_ANNOTATION.matcher(signature).find()) {
            problems.add(relative + " doubles an annotation in \"" + signature + "\"");
          }
        }
        String sealed = SEALED_SIGNATURES.get(relative);
        if (sealed != null) {
          sealedFound.add(relative);
          if (signatures.isEmpty() || !signatures.get(0).equals(sealed)) {
            problems.add(relative + " shows \"" + (signatures.isEmpty() ? "" : signatures.get(0)) + "\", not \"" + sealed + "\"");
          }
        }
      }
    }
    for (String page : SEALED_SIGNATURES.keySet()) {
      if (!sealedFound.contains(page)) {
        problems.add("has no page " + page);
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalStateException("the documentation site " + String.join("; ", problems));
    }
  }

  /** The module directories of the site: those with a {@code package-list}. */
  private static List<Path> modules(Path site) throws IOException {
    try (Stream<Path> entries = Files.list(site)) {
      return entries.filter(dir -> Files.isRegularFile(dir.resolve("package-list"))).sorted().toList();
    }
  }

  /** The start of a signature in Dokka's HTML: a {@code div} of class {@code symbol monospace}. */
  private static final Pattern SIGNATURE = Pattern.compile("<div class=\"symbol monospace[^\"]*\">");
  private static final Pattern DIV = Pattern.compile("<div\\b|</div>");
  private static final Pattern TAG = Pattern.compile("<[^>]*>");

  /**
   * The text of every signature of a page, in order: tags removed, entities decoded, each run of white space
   * (no-break spaces and the line of an annotation block included) one space.
   */
  static List<String> signatures(String html) {
    List<String> texts = new ArrayList<>();
    Matcher start = SIGNATURE.matcher(html);
    Matcher div = DIV.matcher(html);
    int from = 0;
    while (start.find(from)) {
      int depth = 1;
      int end = html.length();
      div.region(start.end(), html.length());
      while (div.find()) {
        depth += div.group().equals("</div>") ? -1 : 1;
        if (depth == 0) {
          end = div.start();
          break;
        }
      }
      String inner = html.substring(start.end(), end).replace("<div class=\"block\">", " ").replace("</div>", " ");
      String text = TAG.matcher(inner).replaceAll("")
          .replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&nbsp;", " ")
          .replace("&#39;", "'").replace("&amp;", "&").replace('\u00a0', ' ');
      texts.add(text.replaceAll("\\s+", " ").strip());
      from = start.end();
    }
    return texts;
  }

  /** Writes the navigation and search index as scripts and points Dokka's loaders at them. */
  static void makeReadableFromDisk(Path site) throws IOException {
    Path scripts = site.resolve("scripts");
    String navigation = Files.readString(site.resolve("navigation.html"), StandardCharsets.UTF_8);
    Files.writeString(
        scripts.resolve("offline-navigation.js"),
        "window.urikitNavigation = " + jsString(navigation) + ";\n",
        StandardCharsets.UTF_8);
    String pages = Files.readString(scripts.resolve("pages.json"), StandardCharsets.UTF_8);
    // JSON is a JavaScript expression; the index is Dokka's own output, parsed as it would be by fetch.
    Files.writeString(
        scripts.resolve("offline-pages.js"), "window.urikitPages = JSON.parse(" + jsString(pages) + ");\n",
        StandardCharsets.UTF_8);

    replaceOnce(scripts.resolve("navigation-loader.js"), NAVIGATION_FETCH, NAVIGATION_LOAD);
    Path main = scripts.resolve("main.js");
    String text = Files.readString(main, StandardCharsets.UTF_8);
    if (!text.contains(PAGES_LOAD)) {
      var matcher = PAGES_FETCH.matcher(text);
      if (!matcher.find()) {
        throw new IllegalStateException(main + " no longer fetches scripts/pages.json as expected");
      }
      text = LOADER + text.substring(0, matcher.start()) + PAGES_LOAD + text.substring(matcher.end());
      Files.writeString(main, text, StandardCharsets.UTF_8);
    }
  }

  /** Replaces the one occurrence of {@code call} in {@code file} and adds {@link #LOADER}; idempotent. */
  private static void replaceOnce(Path file, String call, String replacement) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    if (text.contains(replacement)) {
      return;
    }
    int at = text.indexOf(call);
    if (at < 0 || text.indexOf(call, at + 1) >= 0) {
      throw new IllegalStateException(file + " no longer contains exactly one " + call);
    }
    text = LOADER + text.substring(0, at) + replacement + text.substring(at + call.length());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  /** {@code text} as a JavaScript string literal, safe inside a script file. */
  static String jsString(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\u2028' -> out.append("\\u2028");
        case '\u2029' -> out.append("\\u2029");
        case '<' -> out.append("\\u003c");
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

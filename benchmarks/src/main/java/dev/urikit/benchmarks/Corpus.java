package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.function.BiFunction;

/**
 * The URIs every benchmark runs over: two corpora, {@code https} and {@code mixed}, each of exactly
 * {@link #SIZE} lines that urikit and every other library measured here accept.
 *
 * <p>The {@code https} lines come from the file named by the system property {@code corpus}, else from
 * {@code ../shared/data/urls-kasztp.txt} when that file exists (relative to the working directory), else
 * from {@link CorpusGenerator}. A UTF-8 byte-order mark on the first line is dropped. Lines that any parser
 * rejects are dropped, and the kept lines are cut or repeated to {@link #SIZE}. The {@code mixed} lines are
 * made by {@link MixedCorpusGenerator} from the {@code https} corpus: its URLs as the bulk, and URIs of
 * every scheme of {@link CorpusScheme} in their fixed shares. Loading prints a report once per JVM and
 * corpus, for example:
 *
 * <pre>
 * corpus: generated (CorpusGenerator, seed 3986): 50000 lines, 50000 kept, 0 dropped, mean 46.3 chars
 * corpus: using the first 40000 kept lines
 * corpus mixed: generated (MixedCorpusGenerator, seed 1738, https lines of generated (CorpusGenerator, seed 3986)): 40000 lines, 40000 kept, 0 dropped, mean 47.4 chars
 * corpus mixed: using the first 40000 kept lines
 * corpus mixed: https 70.0 %, http 5.0 %, mailto 4.0 %, urn 5.0 %, ftp 3.0 %, news 2.0 %, nntp 2.0 %, ...
 * </pre>
 *
 * <p>Accepted means: parses as an RFC 3986 (section 4.1) URI-reference for urikit, java.net.URI and Jena,
 * and, for an http or https line, as a URL for OkHttp.
 */
public final class Corpus {

  /** Number of URIs in every corpus, a constant so that {@code @OperationsPerInvocation} can use it. */
  public static final int SIZE = 40_000;

  /** Name of the corpus of https URLs, the value of a benchmark's {@code corpus} parameter. */
  public static final String HTTPS = "https";

  /** Name of the corpus of every scheme, the value of a benchmark's {@code corpus} parameter. */
  public static final String MIXED = "mixed";

  /** System property that names a corpus file, one URL a line. */
  public static final String PROPERTY = "corpus";

  /** Corpus read when the property is absent and this file exists, relative to the working directory. */
  public static final Path DEFAULT_FILE = Path.of("..", "shared", "data", "urls-kasztp.txt");

  private static final char BYTE_ORDER_MARK = '\uFEFF';
  private static final int GENERATED_LINES = 50_000;
  private static final long GENERATED_SEED = 3986;

  private static final Map<String, Corpus> LOADED = new HashMap<>();

  private final String source;
  private final List<String> urls;

  private Corpus(String source, List<String> urls) {
    this.source = source;
    this.urls = urls;
  }

  /** The {@code https} corpus of this JVM, loaded, filtered and reported on the first call. */
  public static Corpus load() {
    return load(HTTPS);
  }

  /**
   * The corpus named {@code name} ({@link #HTTPS} or {@link #MIXED}), loaded, filtered and reported on
   * the first call in this JVM.
   */
  public static synchronized Corpus load(String name) {
    Corpus corpus = LOADED.get(name);
    if (corpus == null) {
      if (HTTPS.equals(name)) {
        corpus = readHttps();
      } else if (MIXED.equals(name)) {
        corpus = mixed(load(HTTPS));
      } else {
        throw new IllegalArgumentException("no corpus named " + name + "; the corpora are " + HTTPS + " and " + MIXED);
      }
      LOADED.put(name, corpus);
    }
    return corpus;
  }

  /** Where the lines came from: a file name or the generator. */
  public String source() {
    return source;
  }

  /** A fresh array of the {@link #SIZE} URIs. */
  public String[] urls() {
    return urls.toArray(new String[0]);
  }

  /** A fresh array of the URIs of {@code scheme}, in corpus order; empty when the corpus has none. */
  public String[] urls(CorpusScheme scheme) {
    return urls.stream().filter(url -> CorpusScheme.ofLine(url) == scheme).toArray(String[]::new);
  }

  private static Corpus readHttps() {
    String property = System.getProperty(PROPERTY);
    List<String> lines;
    String source;
    if (property != null && !property.isEmpty()) {
      lines = readLines(Path.of(property));
      source = property;
    } else if (Files.isRegularFile(DEFAULT_FILE)) {
      lines = readLines(DEFAULT_FILE);
      source = DEFAULT_FILE.toString();
    } else {
      lines = CorpusGenerator.generate(GENERATED_LINES, GENERATED_SEED);
      source = "generated (CorpusGenerator, seed " + GENERATED_SEED + ")";
    }
    return new Corpus(source, filter("corpus", source, lines, Anchors::rejections));
  }

  private static Corpus mixed(Corpus https) {
    String source = "generated (MixedCorpusGenerator, seed " + MixedCorpusGenerator.SEED + ", https lines of "
        + https.source() + ")";
    List<String> lines = filter("corpus mixed", source,
        MixedCorpusGenerator.generate(https.urls, SIZE, MixedCorpusGenerator.SEED), Corpus::mixedRejections);
    System.out.println("corpus mixed: " + shares(lines));
    return new Corpus(source, lines);
  }

  /** Each scheme's share of {@code lines}, in the order of {@link CorpusScheme}: {@code "https 70.0 %, ..."}. */
  static String shares(List<String> lines) {
    Map<CorpusScheme, Integer> counts = new EnumMap<>(CorpusScheme.class);
    for (String line : lines) {
      counts.merge(CorpusScheme.ofLine(line), 1, Integer::sum);
    }
    StringJoiner joiner = new StringJoiner(", ");
    counts.forEach((scheme, count) -> joiner.add(
        String.format(Locale.ROOT, "%s %.1f %%", scheme.schemeName(), 100.0 * count / lines.size())));
    return joiner.toString();
  }
  private static List<String> readLines(Path file) {
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      if (!lines.isEmpty() && !lines.get(0).isEmpty() && lines.get(0).charAt(0) == BYTE_ORDER_MARK) {
        lines.set(0, lines.get(0).substring(1));
      }
      return lines;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read corpus " + file, e);
    }
  }

  /** Why parsers reject a line of the mixed corpus: OkHttp is asked about http and https lines only. */
  static List<String> mixedRejections(String line, SchemeRegistry registry) {
    boolean web = line.regionMatches(true, 0, "http:", 0, 5) || line.regionMatches(true, 0, "https:", 0, 6);
    return web ? Anchors.rejections(line, registry) : Anchors.referenceRejections(line, registry);
  }

  private static List<String> filter(String label, String source, List<String> lines,
      BiFunction<String, SchemeRegistry, List<String>> rejecter) {
    SchemeRegistry registry = SchemeRegistry.installed();
    Map<String, Integer> reasons = new TreeMap<>();
    List<String> kept = new ArrayList<>(lines.size());
    long keptChars = 0;
    for (String line : lines) {
      List<String> rejections = line.isEmpty() ? List.of("empty line") : rejecter.apply(line, registry);
      if (rejections.isEmpty()) {
        kept.add(line);
        keptChars += line.length();
      }
      for (String reason : rejections) {
        reasons.merge(reason, 1, Integer::sum);
      }
    }
    System.out.printf(Locale.ROOT, "%s: %s: %d lines, %d kept, %d dropped, mean %.1f chars%n",
        label, source, lines.size(), kept.size(), lines.size() - kept.size(),
        kept.isEmpty() ? 0.0 : (double) keptChars / kept.size());
    if (!reasons.isEmpty()) {
      System.out.println(label + ": dropped lines by reason (a line rejected by several parsers counts under each):");
      reasons.forEach((reason, count) -> System.out.printf("%s: %8d  %s%n", label, count, reason));
    }
    if (kept.isEmpty()) {
      throw new IllegalStateException("no line of " + source + " is accepted by every parser");
    }
    List<String> result = new ArrayList<>(SIZE);
    for (int i = 0; i < SIZE; i++) {
      result.add(kept.get(i % kept.size()));
    }
    System.out.println(kept.size() >= SIZE
        ? label + ": using the first " + SIZE + " kept lines"
        : label + ": repeating the " + kept.size() + " kept lines to " + SIZE);
    return List.copyOf(result);
  }
}

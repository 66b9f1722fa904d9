package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The URLs every benchmark runs over: exactly {@link #SIZE} lines that urikit and every other library
 * measured here accept.
 *
 * <p>The lines come from the file named by the system property {@code corpus}, else from
 * {@code ../shared/data/urls-kasztp.txt} when that file exists (relative to the working directory), else
 * from {@link CorpusGenerator}. A UTF-8 byte-order mark on the first line is dropped. Lines that any parser
 * rejects are dropped, and the kept lines are cut or repeated to {@link #SIZE}. Loading prints a report
 * once per JVM, for example:
 *
 * <pre>
 * corpus: generated (CorpusGenerator, seed 3986): 50000 lines, 50000 kept, 0 dropped, mean 46.3 chars
 * corpus: using the first 40000 kept lines
 * </pre>
 *
 * <p>Accepted means: parses as an RFC 3986 (section 4.1) URI-reference for urikit, java.net.URI and Jena,
 * and as a URL for OkHttp.
 */
public final class Corpus {

  /** Number of URLs in every corpus, a constant so that {@code @OperationsPerInvocation} can use it. */
  public static final int SIZE = 40_000;

  /** System property that names a corpus file, one URL a line. */
  public static final String PROPERTY = "corpus";

  /** Corpus read when the property is absent and this file exists, relative to the working directory. */
  public static final Path DEFAULT_FILE = Path.of("..", "shared", "data", "urls-kasztp.txt");

  private static final char BYTE_ORDER_MARK = '\uFEFF';
  private static final int GENERATED_LINES = 50_000;
  private static final long GENERATED_SEED = 3986;

  private static @Nullable Corpus loaded;

  private final String source;
  private final List<String> urls;

  private Corpus(String source, List<String> urls) {
    this.source = source;
    this.urls = urls;
  }

  /** The corpus of this JVM, loaded, filtered and reported on the first call. */
  public static synchronized Corpus load() {
    Corpus corpus = loaded;
    if (corpus == null) {
      corpus = read();
      loaded = corpus;
    }
    return corpus;
  }

  /** Where the lines came from: a file name or the generator. */
  public String source() {
    return source;
  }

  /** A fresh array of the {@link #SIZE} URLs. */
  public String[] urls() {
    return urls.toArray(new String[0]);
  }

  private static Corpus read() {
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
    return new Corpus(source, filter(source, lines));
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

  private static List<String> filter(String source, List<String> lines) {
    SchemeRegistry registry = SchemeRegistry.installed();
    Map<String, Integer> reasons = new TreeMap<>();
    List<String> kept = new ArrayList<>(lines.size());
    long keptChars = 0;
    for (String line : lines) {
      List<String> rejections = line.isEmpty() ? List.of("empty line") : Anchors.rejections(line, registry);
      if (rejections.isEmpty()) {
        kept.add(line);
        keptChars += line.length();
      }
      for (String reason : rejections) {
        reasons.merge(reason, 1, Integer::sum);
      }
    }
    System.out.printf(Locale.ROOT, "corpus: %s: %d lines, %d kept, %d dropped, mean %.1f chars%n",
        source, lines.size(), kept.size(), lines.size() - kept.size(),
        kept.isEmpty() ? 0.0 : (double) keptChars / kept.size());
    if (!reasons.isEmpty()) {
      System.out.println("corpus: dropped lines by reason (a line rejected by several parsers counts under each):");
      reasons.forEach((reason, count) -> System.out.printf("corpus: %8d  %s%n", count, reason));
    }
    if (kept.isEmpty()) {
      throw new IllegalStateException("no line of " + source + " is accepted by every parser");
    }
    List<String> result = new ArrayList<>(SIZE);
    for (int i = 0; i < SIZE; i++) {
      result.add(kept.get(i % kept.size()));
    }
    System.out.println(kept.size() >= SIZE
        ? "corpus: using the first " + SIZE + " kept lines"
        : "corpus: repeating the " + kept.size() + " kept lines to " + SIZE);
    return List.copyOf(result);
  }
}

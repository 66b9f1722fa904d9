package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.text.UriExtractor;
import dev.urikit.text.UriMatch;
import java.io.IOException;
import java.io.StringReader;
import java.util.EnumSet;
import java.util.concurrent.TimeUnit;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput, in mebibytes of text per second, of finding the URLs in running text: urikit's
 * {@link UriExtractor} side by side with autolink-java's {@link LinkExtractor}, on the same text from
 * {@link ProseCorpusGenerator} (the {@link Corpus} URLs in generated sentences, seed 3986, exactly
 * {@value #MEBIBYTES} MiB of characters, all US-ASCII).
 *
 * <p>Each invocation reads the whole text; {@code @OperationsPerInvocation} makes one operation one
 * mebibyte, so {@code ops/s} reads as MiB/s: {@code ExtractBenchmark.urikit thrpt 10 SCORE ± ERROR ops/s}.
 * Both sides consume their results alike: each match's span length plus the length of its URL as a
 * string (urikit's parsed {@code Uri}, autolink's substring of the text). autolink finds
 * {@code scheme://} links without checking them; urikit finds the URIs of the installed schemes (RFC 3986
 * Appendix C) and parses each one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class ExtractBenchmark {

  /** Size of the text in mebibytes of characters, a constant for {@code @OperationsPerInvocation}. */
  public static final int MEBIBYTES = 4;

  private static final long SEED = 3986;

  private String text = "";
  private UriExtractor urikit = UriExtractor.create();
  private LinkExtractor autolink = LinkExtractor.builder().build();

  /** Generates the text once per fork and prints what each side finds in it. */
  @Setup
  public void setUp() {
    text = ProseCorpusGenerator.generate(Corpus.load().urls(), SEED, MEBIBYTES << 20);
    urikit = UriExtractor.create().withRegistry(SchemeRegistry.installed());
    autolink = LinkExtractor.builder().linkTypes(EnumSet.of(LinkType.URL)).build();
    int found = urikit.extract(text).size();
    int links = 0;
    for (LinkSpan ignored : autolink.extractLinks(text)) {
      links++;
    }
    System.out.printf("extract corpus: %d chars; urikit finds %d URIs, autolink %d links%n", text.length(), found,
        links);
  }

  /** urikit: {@link UriExtractor#extract(CharSequence)} with the installed schemes. */
  @Benchmark
  @OperationsPerInvocation(MEBIBYTES)
  public long urikit() {
    long sum = 0;
    for (UriMatch match : urikit.extract(text)) {
      sum += match.end() - match.start();
      sum += match.uri().toString().length();
    }
    return sum;
  }

  /** urikit reading the same text through a {@link java.io.Reader}, in its bounded window. */
  @Benchmark
  @OperationsPerInvocation(MEBIBYTES)
  public long urikitReader() throws IOException {
    long[] sum = {0};
    urikit.extract(new StringReader(text), match -> {
      sum[0] += match.end() - match.start();
      sum[0] += match.uri().toString().length();
    });
    return sum[0];
  }

  /** autolink-java: {@link LinkExtractor#extractLinks(CharSequence)} of {@link LinkType#URL}. */
  @Benchmark
  @OperationsPerInvocation(MEBIBYTES)
  public long autolink() {
    long sum = 0;
    for (LinkSpan span : autolink.extractLinks(text)) {
      sum += span.getEndIndex() - span.getBeginIndex();
      sum += text.substring(span.getBeginIndex(), span.getEndIndex()).length();
    }
    return sum;
  }
}

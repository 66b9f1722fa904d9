package dev.urikit.benchmarks;

import dev.urikit.IriReference;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriReference;
import java.net.URI;
import java.util.concurrent.TimeUnit;
import okhttp3.HttpUrl;
import org.apache.jena.rfc3986.IRI3986;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Time to parse one URL of the {@link Corpus}, for urikit and each library it is measured against, and
 * for a loop that only reads every character once (the floor no parser can beat).
 *
 * <p>Parameter {@code corpus}: {@code https} (the https URLs) or {@code mixed} (every scheme, see
 * {@link MixedCorpusGenerator}). OkHttp reads only http and https URLs: on the mixed corpus
 * {@code HttpUrl.parse} answers null for the other lines, and that null is consumed as a result is.
 *
 * <p>Each invocation parses the whole corpus; {@code @OperationsPerInvocation} makes JMH report per URL.
 * {@code java -jar benchmarks.jar ParseBenchmark} prints lines in the form
 * {@code ParseBenchmark.scanOnly https avgt 10 SCORE ± ERROR ns/op}, the time per URL. The grammar is
 * RFC 3986 section 3.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class ParseBenchmark {

  /** Which corpus: {@link Corpus#HTTPS} or {@link Corpus#MIXED}. */
  @Param({Corpus.HTTPS, Corpus.MIXED})
  public String corpus = Corpus.HTTPS;

  private String[] urls = new String[0];
  private SchemeRegistry registry = SchemeRegistry.empty();

  /** Loads the corpus and the installed schemes once per fork. */
  @Setup
  public void setUp() {
    urls = Corpus.load(corpus).urls();
    registry = SchemeRegistry.installed();
  }

  /** urikit, with the schemes found on the class path (as {@code UriReference.parse(String)} uses). */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikit(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String url : urls) {
      blackhole.consume(UriReference.parse(url, schemes));
    }
  }

  /** urikit with no scheme module: the RFC 3986 grammar alone, as java.net.URI and Jena parse. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikitGeneric(Blackhole blackhole) {
    SchemeRegistry schemes = SchemeRegistry.empty();
    for (String url : urls) {
      blackhole.consume(UriReference.parse(url, schemes));
    }
  }

  /**
   * urikit's IRI parser (RFC 3987) on the same corpus, with the installed schemes: an all-ASCII IRI is its
   * own URI, so this is the URI parse plus the IRI object; side by side with {@link #urikit}.
   */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikitIri(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String url : urls) {
      blackhole.consume(IriReference.parse(url, schemes));
    }
  }

  /** urikit's IRI parser with no scheme module, side by side with {@link #urikitGeneric}. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikitIriGeneric(Blackhole blackhole) {
    SchemeRegistry schemes = SchemeRegistry.empty();
    for (String url : urls) {
      blackhole.consume(IriReference.parse(url, schemes));
    }
  }

  /** {@code java.net.URI}, which follows RFC 2396 with some RFC 3986 changes. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void javaNetUri(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(URI.create(url));
    }
  }

  /** Jena's RFC 3986 parser. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void jena(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(IRI3986.create(url));
    }
  }

  /** OkHttp's WHATWG-style URL parser, which also canonicalizes; null for a scheme other than http and https. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void okhttp(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(HttpUrl.parse(url));
    }
  }

  /** The floor: every character read once through a 128-entry table and folded into one value per URL. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void scanOnly(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(ScanOnly.fold(url));
    }
  }
}

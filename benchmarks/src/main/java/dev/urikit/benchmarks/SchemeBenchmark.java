package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.util.concurrent.TimeUnit;
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
 * Time to parse one URI of one scheme, and to parse it and take its scheme's typed view, each next to the
 * floor on the same URIs: the per-scheme figures of the mixed corpus.
 *
 * <p>Parameter {@code scheme} names one scheme of {@link CorpusScheme}; the URIs are that scheme's lines
 * of the {@link Corpus#MIXED mixed} corpus, cut or repeated to {@link #SLICE}. One run,
 * {@code java -jar benchmarks.jar SchemeBenchmark}, prints for each scheme lines in the form
 * {@code SchemeBenchmark.parseView mailto avgt 10 SCORE ± ERROR ns/op}, the time per URI, so that
 * {@code parse} and {@code parseView} read as ratios of that scheme's {@code scanOnly}. The view of http
 * and https is {@code HttpUri}, of urn {@code Urn}, and so on (RFC 3986 section 3 for the parse, each
 * scheme's RFC for its rules and view).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class SchemeBenchmark {

  /** URIs per invocation, whatever the scheme: a share of 400 lines (telnet's) repeats ten times. */
  public static final int SLICE = 4_000;

  /** The scheme whose URIs are measured, in lower case. */
  @Param({"https", "http", "mailto", "urn", "ftp", "news", "nntp", "file", "gopher", "telnet", "wais", "prospero"})
  public String scheme = "https";

  private String[] uris = new String[0];
  private Class<?> viewType = Object.class;
  private SchemeRegistry registry = SchemeRegistry.empty();

  /** Takes the scheme's slice of the mixed corpus and the installed schemes once per fork. */
  @Setup
  public void setUp() {
    CorpusScheme corpusScheme = CorpusScheme.of(scheme);
    uris = slice(Corpus.load(Corpus.MIXED).urls(corpusScheme), scheme);
    viewType = corpusScheme.viewType();
    registry = SchemeRegistry.installed();
  }

  /** {@code Uri.parse(s, SchemeRegistry.installed())}: the generic parse and the scheme's validation. */
  @Benchmark
  @OperationsPerInvocation(SLICE)
  public void parse(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String uri : uris) {
      blackhole.consume(Uri.parse(uri, schemes));
    }
  }

  /** The parse, then {@code view} of the scheme's own type. */
  @Benchmark
  @OperationsPerInvocation(SLICE)
  public void parseView(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    Class<?> type = viewType;
    for (String uri : uris) {
      blackhole.consume(Uri.parse(uri, schemes).view(type));
    }
  }

  /** The floor: every character read once through a 128-entry table and folded into one value per URI. */
  @Benchmark
  @OperationsPerInvocation(SLICE)
  public void scanOnly(Blackhole blackhole) {
    for (String uri : uris) {
      blackhole.consume(ScanOnly.fold(uri));
    }
  }

  /** {@code uris} cut or repeated to {@link #SLICE}. */
  static String[] slice(String[] uris, String scheme) {
    if (uris.length == 0) {
      throw new IllegalStateException("the mixed corpus has no " + scheme + " URI");
    }
    String[] slice = new String[SLICE];
    for (int i = 0; i < SLICE; i++) {
      slice[i] = uris[i % uris.length];
    }
    return slice;
  }
}

package dev.urikit.benchmarks;

import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import java.net.URI;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import okhttp3.HttpUrl;
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

/**
 * Time to parse one URL and add it to a {@code HashSet}, the way a crawler removes duplicate links.
 *
 * <p>The inputs are the {@link Corpus} followed by one variant of each URL that differs only in the case
 * of its host and an explicit default port: {@code https://www.sec.gov/edgar.shtml} and
 * {@code https://WWW.SEC.GOV:443/edgar.shtml}. Parameter {@code corpus} is {@code https} or {@code mixed};
 * on the mixed corpus every URI with a host and a scheme with a default port (by the installed
 * registry's {@code Scheme.defaultPort()}) gets its variant, {@code nntp://NEWS.EXAMPLE.ORG:119/sci.math}
 * say, and the others (mailto, urn, file) are their own variant. OkHttp reads only http and https: its
 * set holds the canonical string of an http or https input and the input itself otherwise, as an OkHttp
 * user would dedupe such a list. Each invocation builds one set from all {@link #INPUTS}
 * inputs and JMH reports per input, in the form {@code DedupBenchmark.urikit avgt 10 SCORE ± ERROR ns/op}.
 * Setup prints how many distinct entries each set ends with: equivalence by RFC 3986 section 6.2.2 and
 * 6.2.3 (urikit with the http module) counts each pair once.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class DedupBenchmark {

  /** Which corpus: {@link Corpus#HTTPS} or {@link Corpus#MIXED}. */
  @Param({Corpus.HTTPS, Corpus.MIXED})
  public String corpus = Corpus.HTTPS;

  /** Inputs per invocation: every corpus URL and its variant. */
  public static final int INPUTS = 2 * Corpus.SIZE;

  private static final int CAPACITY = INPUTS * 4 / 3 + 1;

  private String[] inputs = new String[0];
  private SchemeRegistry registry = SchemeRegistry.empty();

  /** Builds the inputs and prints the distinct count of each set once. */
  @Setup
  public void setUp() {
    registry = SchemeRegistry.installed();
    String[] urls = Corpus.load(corpus).urls();
    inputs = new String[INPUTS];
    int unchanged = 0;
    for (int i = 0; i < urls.length; i++) {
      inputs[i] = urls[i];
      String variant = variant(urls[i], registry);
      if (variant.equals(urls[i]) || !Corpus.mixedRejections(variant, registry).isEmpty()) {
        variant = urls[i];
        unchanged++;
      }
      inputs[urls.length + i] = variant;
    }
    System.out.printf("dedup: %d inputs (%d corpus URLs, %d variants, %d of them identical to their URL)%n",
        INPUTS, urls.length, urls.length, unchanged);
    System.out.printf("dedup: distinct: exact strings %d, urikit %d, java.net.URI %d, OkHttp %d%n",
        exactStrings().size(), urikit().size(), javaNetUri().size(), okhttp().size());
  }

  /** The floor: the input strings themselves, compared character by character. */
  @Benchmark
  @OperationsPerInvocation(INPUTS)
  public Set<String> exactStrings() {
    Set<String> set = new HashSet<>(CAPACITY);
    for (String input : inputs) {
      set.add(input);
    }
    return set;
  }

  /** urikit {@code Uri} values, equal when equivalent by scheme-based normalization. */
  @Benchmark
  @OperationsPerInvocation(INPUTS)
  public Set<Uri> urikit() {
    SchemeRegistry schemes = registry;
    Set<Uri> set = new HashSet<>(CAPACITY);
    for (String input : inputs) {
      set.add(Uri.parse(input, schemes));
    }
    return set;
  }

  /** {@code java.net.URI} values: host compared without case, ports compared as written. */
  @Benchmark
  @OperationsPerInvocation(INPUTS)
  public Set<URI> javaNetUri() {
    Set<URI> set = new HashSet<>(CAPACITY);
    for (String input : inputs) {
      set.add(URI.create(input));
    }
    return set;
  }

  /**
   * OkHttp's canonical strings, which lower-case the host and drop a default port; an input that is not
   * http or https ({@code HttpUrl.parse} gives null) goes in as it is.
   */
  @Benchmark
  @OperationsPerInvocation(INPUTS)
  public Set<String> okhttp() {
    Set<String> set = new HashSet<>(CAPACITY);
    for (String input : inputs) {
      HttpUrl url = HttpUrl.parse(input);
      set.add(url == null ? input : url.toString());
    }
    return set;
  }

  /**
   * The URL with its host upper-cased and, when it has no port, the default port of its scheme in
   * {@code registry} written out; the URL itself when it has no host or its scheme no default port.
   */
  static String variant(String url, SchemeRegistry registry) {
    Uri parsed = Uri.parse(url, SchemeRegistry.empty());
    if (!(parsed instanceof HierarchicalUri uri)) {
      return url;
    }
    String host = uri.host();
    String authority = uri.authority();
    Scheme scheme = registry.lookup(uri.scheme());
    Integer defaultPort = scheme == null ? null : scheme.defaultPort();
    if (host == null || host.isEmpty() || authority == null || defaultPort == null) {
      return url;
    }
    String userInfo = uri.userInfo();
    int authorityStart = uri.scheme().length() + 3;
    int hostStart = authorityStart + (userInfo == null ? 0 : userInfo.length() + 1);
    int hostEnd = hostStart + host.length();
    int pathStart = authorityStart + authority.length();
    String port = uri.port() == null ? ":" + defaultPort : "";
    return url.substring(0, hostStart)
        + host.toUpperCase(Locale.ROOT)
        + url.substring(hostEnd, pathStart)
        + port
        + url.substring(pathStart);
  }
}

package dev.urikit.benchmarks;

import dev.urikit.http.HttpUri;
import java.util.concurrent.TimeUnit;
import okhttp3.HttpUrl;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Time to turn one URL of the {@link Corpus} into an http view: urikit's {@link HttpUri} (the generic
 * parse, the http rules of RFC 9110 section 4.2, and the typed view) against OkHttp's {@link HttpUrl}.
 *
 * <p>Two pairs of methods: the view alone, and the view with what a client reads next (host, port,
 * path and query). OkHttp canonicalizes while it parses, so its components are ready-made strings;
 * urikit's are made on demand.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class HttpBenchmark {

  private String[] urls = new String[0];

  /** Loads the corpus once per fork. */
  @Setup
  public void setUp() {
    urls = Corpus.load().urls();
  }

  /** urikit: parse with the http rules and wrap in the typed view. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikit(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(HttpUri.parse(url));
    }
  }

  /** OkHttp: parse and canonicalize. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void okhttp(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(HttpUrl.get(url));
    }
  }

  /** urikit, then the host (lower case, decoded), the effective port and the request target. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikitComponents(Blackhole blackhole) {
    for (String url : urls) {
      HttpUri uri = HttpUri.parse(url);
      blackhole.consume(uri.host());
      blackhole.consume(uri.port());
      blackhole.consume(uri.requestTarget());
    }
  }

  /** OkHttp, then the host, the port, and the encoded path and query. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void okhttpComponents(Blackhole blackhole) {
    for (String url : urls) {
      HttpUrl parsed = HttpUrl.get(url);
      blackhole.consume(parsed.host());
      blackhole.consume(parsed.port());
      blackhole.consume(parsed.encodedPath());
      blackhole.consume(parsed.encodedQuery());
    }
  }
}

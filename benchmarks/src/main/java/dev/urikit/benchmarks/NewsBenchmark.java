package dev.urikit.benchmarks;

import dev.urikit.news.NewsUri;
import dev.urikit.news.NntpUri;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Time to turn one news or nntp URI of a small built-in corpus (the forms of RFC 5538 sections 2.1
 * and 2.2) into its typed view and read what it names, against a loop that only reads each character
 * once (the floor, as in {@link ParseBenchmark#scanOnly}).
 *
 * <p>{@code java -jar benchmarks.jar NewsBenchmark} prints the time per URI.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class NewsBenchmark {

  private static final String[] NEWS = {
    "news:comp.infosystems.www.servers.unix",
    "news://news.server.example/example.group.this",
    "NEWS://News.Server.Example:119/example.group.th%3Fse",
    "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D",
    "news://news.gmane.org/gmane.ietf.tools",
    "news:comp.*,!comp.lang.*",
    "snews://news.server.example/",
    "news:*",
  };

  private static final String[] NNTP = {
    "nntp://news.server.example/example.group.this/12345",
    "nntp://wild.server.example/example.group.n%2Fa/12345",
    "nntp://news.gmane.org/gmane.ietf.tools/742",
    "nntps://news.server.example:563/example.group.this",
  };

  /** The news URIs: parse with the news rules, then the kind and its decoded name. */
  @Benchmark
  @OperationsPerInvocation(8)
  public void news(Blackhole blackhole) {
    for (String text : NEWS) {
      NewsUri uri = NewsUri.parse(text);
      blackhole.consume(uri.kind());
      blackhole.consume(uri.newsgroup());
      blackhole.consume(uri.port());
    }
  }

  /** The nntp URIs: parse with the nntp rules, then the group and the article number. */
  @Benchmark
  @OperationsPerInvocation(4)
  public void nntp(Blackhole blackhole) {
    for (String text : NNTP) {
      NntpUri uri = NntpUri.parse(text);
      blackhole.consume(uri.group());
      blackhole.consume(uri.articleNumber());
    }
  }

  /** The floor for the same twelve URIs: every character read once and folded into one value per URI. */
  @Benchmark
  @OperationsPerInvocation(12)
  public void scanOnly(Blackhole blackhole) {
    scan(NEWS, blackhole);
    scan(NNTP, blackhole);
  }

  private static void scan(String[] texts, Blackhole blackhole) {
    for (String text : texts) {
      blackhole.consume(ScanOnly.fold(text));
    }
  }
}

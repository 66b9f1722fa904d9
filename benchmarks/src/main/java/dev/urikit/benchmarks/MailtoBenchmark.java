package dev.urikit.benchmarks;

import dev.urikit.mailto.MailtoUri;
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
 * Time to turn one mail link into a {@link MailtoUri} (the generic parse, the RFC 6068 rules and the
 * view), and to read its recipients and subject, against a loop that only reads every character once.
 *
 * <p>{@code java -jar benchmarks.jar MailtoBenchmark} prints the time per link for each method; the
 * issue's target is {@code parseAndView} at most 2.5 times {@code scanOnly}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class MailtoBenchmark {

  /** Mail links of the kinds found on web pages: share buttons, feedback forms, lists (RFC 6068 section 6). */
  private static final String[] LINKS = {
      "mailto:chris@example.com",
      "mailto:infobot@example.com?subject=current-issue",
      "mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index",
      "mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E",
      "mailto:joe@example.com?cc=bob@example.com&body=hello",
      "mailto:?to=addr1@an.example,addr2@an.example",
      "mailto:addr1@an.example?to=addr2@an.example&subject=Re%3A%20Meeting",
      "mailto:%22not%40me%22@example.org",
      "mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9",
      "mailto:?subject=Have%20a%20look&body=https%3A%2F%2Fexample.com%2Farticles%2F2024%2Fmail-links%3Fref%3Dshare",
      "mailto:support@example.com?subject=Feedback%20from%20the%20contact%20form&body=Name%3A%20Ann%0D%0AMessage%3A%20Hello",
      "mailto:sales@EXAMPLE.COM,info@example.com?bcc=archive@example.com",
  };

  /** urikit: parse with the mailto rules and wrap in the typed view. */
  @Benchmark
  @OperationsPerInvocation(12)
  public void parseAndView(Blackhole blackhole) {
    for (String link : LINKS) {
      blackhole.consume(MailtoUri.parse(link));
    }
  }

  /** urikit, then the decoded recipients and subject. */
  @Benchmark
  @OperationsPerInvocation(12)
  public void parseAndRead(Blackhole blackhole) {
    for (String link : LINKS) {
      MailtoUri uri = MailtoUri.parse(link);
      blackhole.consume(uri.recipients());
      blackhole.consume(uri.subject());
    }
  }

  /** The floor: every character read once and folded into one value per link. */
  @Benchmark
  @OperationsPerInvocation(12)
  public void scanOnly(Blackhole blackhole) {
    for (String link : LINKS) {
      blackhole.consume(ScanOnly.fold(link));
    }
  }
}

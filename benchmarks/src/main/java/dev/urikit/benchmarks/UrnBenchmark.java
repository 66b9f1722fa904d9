package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.urn.Urn;
import dev.urikit.urn.UrnScheme;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
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
 * Time to parse one URN of a built-in corpus of mixed URNs (RFC 8141: example, uuid, isbn, issn, oid,
 * ietf, with and without r-, q- and f-components) with the urn rules and its namespaces and take the
 * {@link Urn} view, against a loop that only reads every character once, as
 * {@link ParseBenchmark#scanOnly} does.
 *
 * <p>{@code java -jar benchmarks.jar UrnBenchmark -prof gc} also gives the bytes allocated per URN.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class UrnBenchmark {

  /** The number of URNs in the corpus. */
  static final int SIZE = 96;

  private String[] urns = new String[0];
  private SchemeRegistry registry = SchemeRegistry.empty();

  /** Builds the corpus, with a fixed seed, and the registry of the urn scheme with the installed namespaces. */
  @Setup
  public void setUp() {
    urns = corpus(new Random(8141)).toArray(new String[0]);
    registry = SchemeRegistry.builder().add(new UrnScheme()).build();
  }

  /** urikit: parse with the urn rules and its namespace's, then the {@link Urn} view. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void urnView(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String urn : urns) {
      blackhole.consume(Uri.parse(urn, schemes).view(Urn.class));
    }
  }

  /** urikit: the parse alone, with the urn rules and its namespace's. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void urnParse(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String urn : urns) {
      blackhole.consume(Uri.parse(urn, schemes));
    }
  }

  /** The floor: every character read once through a 128-entry table and folded into one value per URN. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void scanOnly(Blackhole blackhole) {
    for (String urn : urns) {
      blackhole.consume(ScanOnly.fold(urn));
    }
  }

  /** {@link #SIZE} valid URNs, one of six shapes in turn. */
  static List<String> corpus(Random random) {
    List<String> corpus = new ArrayList<>(SIZE);
    String[] isbns = {"978-0-306-40615-7", "0-306-40615-2", "9780804429573", "0-8044-2957-X"};
    String[] issns = {"0317-8471", "2434-561X", "1050-124X"};
    for (int i = 0; i < SIZE; i++) {
      String urn = switch (i % 6) {
        case 0 -> "urn:uuid:" + new UUID(random.nextLong(), random.nextLong());
        case 1 -> "urn:isbn:" + isbns[random.nextInt(isbns.length)];
        case 2 -> "urn:issn:" + issns[random.nextInt(issns.length)];
        case 3 -> "urn:oid:1.3.6.1.4.1." + random.nextInt(100_000) + "." + random.nextInt(100);
        case 4 -> "URN:IETF:rfc:" + (1 + random.nextInt(9999));
        default -> "urn:example:weather:" + random.nextInt(1000) + "?+CCResolve:cc=uk?=op=map&lat=39.56#p"
            + random.nextInt(10);
      };
      corpus.add(urn);
    }
    return corpus;
  }
}

package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.cli.Records;
import java.io.OutputStream;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time for {@code urikit parse} to turn one very long line into its record, at two sizes ten times
 * apart, to show that the command's work per line grows linearly.
 *
 * <p>The line is {@code http://example.com/} followed by a path of short segments and a query of
 * names without {@code '='} ({@code k0&k1&...}), each about half of {@code size} characters: the
 * shape that made a 2 MB line take seconds when decoding searched to the end of the whole text. The
 * benchmark calls the function the command runs for each line ({@code Records.writeParseRecord}: parse,
 * components, normalization, the scheme module's view, JSON written as UTF-8) with an output stream
 * that folds every byte into a checksum, which it returns, so that nothing is left out. {@code installed} parses with the scheme modules on the class path (the http
 * view decodes path segments and query parameters); {@code generic} with none, as
 * {@code urikit parse --generic} does.
 *
 * <pre>
 * ./mvnw -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar CliScalingBenchmark -f 1 -wi 2 -i 3 -w 1s -r 1s
 * </pre>
 *
 * <p>Linear means the 2,000,000 score is at most 12 times the 200,000 one for each registry.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class CliScalingBenchmark {

  /** Characters in the line, about. */
  @Param({"200000", "2000000"})
  public int size = 200_000;

  /** {@code installed}: the scheme modules on the class path; {@code generic}: none. */
  @Param({"installed", "generic"})
  public String registryName = "installed";

  private SchemeRegistry registry = SchemeRegistry.empty();
  private String line = "";

  /** Builds the line. */
  @Setup
  public void setUp() {
    registry = "generic".equals(registryName) ? SchemeRegistry.empty() : SchemeRegistry.installed();
    line = line(size);
  }

  /** Writes the record {@code urikit parse} writes for the line; returns a checksum of its bytes. */
  @Benchmark
  public long parseRecord() {
    Checksum out = new Checksum();
    Records.writeParseRecord(line, registry, out);
    return out.sum;
  }

  /** An output stream that keeps a checksum of what is written instead of the bytes. */
  private static final class Checksum extends OutputStream {
    long sum;

    @Override
    public void write(int b) {
      sum = sum * 31 + b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      long s = sum;
      for (int i = off; i < off + len; i++) {
        s = s * 31 + b[i];
      }
      sum = s;
    }
  }

  /** {@code http://example.com/}, a path of segments {@code sN/}, then {@code ?k0&k1&...}: {@code size} characters. */
  static String line(int size) {
    StringBuilder sb = new StringBuilder(size + 16).append("http://example.com/");
    int half = size / 2;
    for (int i = 0; sb.length() < half; i++) {
      sb.append('s').append(i % 1000).append('/');
    }
    sb.append('?');
    for (int i = 0; sb.length() < size; i++) {
      if (i > 0) {
        sb.append('&');
      }
      sb.append('k').append(i % 1000);
    }
    return sb.toString();
  }
}

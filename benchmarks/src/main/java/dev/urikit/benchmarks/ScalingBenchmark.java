package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
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
 * Time to resolve and to normalize one very long path, at three sizes, to show that both grow linearly.
 *
 * <p>The path has {@code size} characters of {@code a/} and {@code ../} segments in one of three
 * {@link Shape shapes}. {@code resolve} resolves it, as a relative reference, against {@code http://h/};
 * {@code normalize} parses {@code http://h/} followed by it and normalizes the result. Both remove dot
 * segments (RFC 3986 sections 5.2.4 and 6.2.2.3), which a naive implementation does in quadratic time.
 * With {@code -rf csv -rff scaling.csv}, {@code java -cp benchmarks.jar dev.urikit.benchmarks.ScalingCheck
 * scaling.csv} prints one line per tenfold step, in the form
 * {@code normalize DOTDOT 100000/10000: RATIOx (limit 12.0x) ok}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class ScalingBenchmark {

  /** How the path is made. */
  public enum Shape {
    /** {@code a/b/../} repeated: the output grows while dot segments keep removing one segment. */
    MIXED,
    /**
     * {@code a/} segments, then {@code size / 10} {@code ../} segments climbing back up (100,000 of them at
     * one million characters).
     */
    CLIMB,
    /** Nothing but {@code ../} segments, all above the root (333,333 of them at one million characters). */
    DOTDOT
  }

  /** Characters in the path. */
  @Param({"10000", "100000", "1000000"})
  public int size = 10_000;

  /** How the path is made. */
  @Param({"MIXED", "CLIMB", "DOTDOT"})
  public Shape shape = Shape.MIXED;

  private SchemeRegistry registry = SchemeRegistry.empty();
  private Uri base = Uri.parse("http://h/", SchemeRegistry.empty());
  private UriReference reference = base;
  private String absolute = "";

  /** Builds the path and parses the reference once. */
  @Setup
  public void setUp() {
    registry = SchemeRegistry.installed();
    String path = path(shape, size);
    base = Uri.parse("http://h/", registry);
    reference = UriReference.parse(path, registry);
    absolute = "http://h/" + path;
  }

  /** RFC 3986 section 5.2 with a reference parsed beforehand. */
  @Benchmark
  public Uri resolve() {
    return base.resolve(reference);
  }

  /** Parsing and RFC 3986 section 6 normalization of {@code http://h/} followed by the path. */
  @Benchmark
  public Uri normalize() {
    return Uri.parse(absolute, registry).normalize();
  }

  /** A path of exactly {@code size} characters in the given shape. */
  static String path(Shape shape, int size) {
    StringBuilder sb = new StringBuilder(size + 3);
    switch (shape) {
      case MIXED:
        while (sb.length() < size) {
          sb.append("a/b/../");
        }
        break;
      case CLIMB:
        int climbStart = size - 3 * (size / 10);
        while (sb.length() < climbStart) {
          sb.append("a/");
        }
        sb.setLength(climbStart);
        while (sb.length() < size) {
          sb.append("../");
        }
        break;
      case DOTDOT:
      default:
        while (sb.length() < size) {
          sb.append("../");
        }
        break;
    }
    sb.setLength(size);
    return sb.toString();
  }
}

package dev.urikit.benchmarks;

import dev.urikit.file.FileUri;
import java.net.URI;
import java.nio.file.Path;
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
 * A java.nio path to a file URI and back: {@code FileUri.of(path)} then {@code toPath()} against the
 * JDK's {@code path.toUri()} then {@code Path.of(uri)}, side by side, on paths of growing length (the
 * goal: at most half the JDK's time, and linear in the path's length). The text conversions that do not
 * touch the platform ({@code fromPosixPath}, {@code toPosixPath}) and the parse of the URI text are
 * measured apart.
 *
 * <p>{@code java -jar benchmarks.jar FileBenchmark} prints the time per round trip in ns/op. Each pair
 * does the same work and ends the same way: the same path in, an equal {@link Path} out, which JMH
 * consumes; {@link #setUp()} checks that both sides write the same URI text and give equal paths. The
 * paths are of the default file system and do not exist: {@code Path.toUri()} still asks the file
 * system whether the path is a directory (it would then add a {@code "/"}), a cost of the JDK's method
 * that urikit, which never consults the file system, does not have. The one {@link Path} of each length
 * keeps the text its {@code toString()} made the first time, which {@code FileUri.of} reads; a path
 * fresh from a directory listing would make it once more.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class FileBenchmark {

  /** Segments in the path: a short one, a typical one, and a long one to show the growth. */
  @Param({"2", "8", "64"})
  public int segments = 8;

  private Path path = Path.of("/");
  private String posix = "/";
  private String text = "file:///";

  /** Builds a path of {@link #segments} names, one with a space and one with a non-ASCII letter. */
  @Setup
  public void setUp() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < segments; i++) {
      sb.append('/').append(i % 4 == 1 ? "my file" : i % 4 == 3 ? "r\u00e9sum\u00e9" : "dir" + i);
    }
    sb.append("/data.txt");
    posix = sb.toString();
    path = Path.of(posix);
    text = FileUri.of(path).toString();
    if (!text.equals(path.toUri().toString()) || !urikit().equals(jdk()) || !urikitParse().equals(jdkParse())) {
      throw new IllegalStateException("urikit and the JDK do not do the same work for " + posix);
    }
  }

  /** urikit: the path's URI, then the path again. */
  @Benchmark
  public Path urikit() {
    return FileUri.of(path).toPath();
  }

  /** The JDK: {@code Path.toUri()}, then {@code Path.of(URI)}. */
  @Benchmark
  public Path jdk() {
    URI uri = path.toUri();
    return Path.of(uri);
  }

  /** urikit's text conversions alone, which never ask the platform: POSIX path to URI and back. */
  @Benchmark
  public String urikitPosixText() {
    return FileUri.fromPosixPath(posix).toPosixPath();
  }

  /** urikit: parse the URI text with the file rules, then its path. */
  @Benchmark
  public Path urikitParse() {
    return FileUri.parse(text).toPath();
  }

  /** The JDK: parse the URI text with java.net.URI, then its path. */
  @Benchmark
  public Path jdkParse() {
    return Path.of(URI.create(text));
  }
}

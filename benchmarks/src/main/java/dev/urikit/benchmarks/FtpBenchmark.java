package dev.urikit.benchmarks;

import dev.urikit.ftp.FtpUri;
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
 * Time to turn one ftp URL of a small built-in corpus into an {@link FtpUri} (the generic parse, the
 * rules of RFC 1738 section 3.2 and the typed view), with and without reading its parts, against a
 * loop that only reads every character once (the floor).
 *
 * <p>{@code java -jar benchmarks.jar FtpBenchmark} prints the time per URL in ns/op.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class FtpBenchmark {

  private static final int SIZE = 10;

  /** Every shape the view reads: user and password, IP hosts, ports, encodings, empty names, typecodes. */
  private final String[] urls = {
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "ftp://ftp.gnu.org/gnu/emacs/emacs-29.4.tar.gz;type=i",
    "ftp://anonymous:guest%40example.com@ftp.example.com/pub/",
    "FTP://FTP.Example.COM:21/pub/a.txt;type=I",
    "ftp://myname@host.dom/%2Fetc/motd",
    "ftp://info.cern.ch/pub/www/doc;type=d",
    "ftp://192.0.2.1:2121/incoming/report%202024.pdf",
    "ftp://[2001:db8::1]/mirror/debian/dists/stable/Release;type=a",
    "ftp://mirror.example.org//var/ftp/pub/linux/kernel/v6.x/",
    "ftp://user:p%3Aw@files.example.net/a%20dir/my%3Bfile.txt",
  };

  /** urikit: parse with the ftp rules and wrap in the typed view. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void urikit(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(FtpUri.parse(url));
    }
  }

  /** urikit, then what a client reads next: host, port and the FTP command sequence. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void urikitCommands(Blackhole blackhole) {
    for (String url : urls) {
      FtpUri uri = FtpUri.parse(url);
      blackhole.consume(uri.host());
      blackhole.consume(uri.port());
      blackhole.consume(uri.commands());
    }
  }

  /** The floor: every character read once and folded into one value per URL. */
  @Benchmark
  @OperationsPerInvocation(SIZE)
  public void scanOnly(Blackhole blackhole) {
    for (String url : urls) {
      blackhole.consume(ScanOnly.fold(url));
    }
  }
}

package dev.urikit.benchmarks;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import java.net.URI;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.jena.rfc3986.IRI3986;
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
 * Time to resolve one reference against a base URI, for urikit, {@code java.net.URI} and Jena.
 *
 * <p>{@code cases=rfc3986} cycles through the examples of RFC 3986 section 5.4 against
 * {@code http://a/b/c/d;p?q}; {@code cases=corpus} pairs corpus URLs with references made from other corpus
 * URLs (see {@link ResolveCases}), of the corpus that parameter {@code corpus} names ({@code https} or
 * {@code mixed}; the {@code rfc3986} pairs do not depend on it). Each invocation resolves {@link #PAIRS} pairs and JMH reports per pair,
 * in the form {@code ResolveBenchmark.javaNetUri corpus avgt 10 SCORE ± ERROR ns/op}. The algorithm is
 * RFC 3986 section 5.2 (java.net.URI follows RFC 2396 section 5.2). Resolution is generic syntax, and
 * neither anchor knows scheme rules, so urikit parses with {@link SchemeRegistry#empty()} here. Every
 * benchmark consumes the result's text ({@code toString()}), so that a library that builds its text lazily
 * pays for it as the others do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class ResolveBenchmark {

  /** Pairs resolved per invocation. */
  public static final int PAIRS = 10_000;

  /** Which pairs: {@code rfc3986} or {@code corpus}. */
  @Param({"rfc3986", "corpus"})
  public String cases = "rfc3986";

  /**
   * Which corpus the {@code corpus} pairs come from: {@link Corpus#HTTPS} or {@link Corpus#MIXED}; the
   * {@code rfc3986} pairs are the same under both.
   */
  @Param({Corpus.HTTPS, Corpus.MIXED})
  public String corpus = Corpus.HTTPS;

  private String[] references = new String[0];
  private Uri[] urikitBases = new Uri[0];
  private UriReference[] urikitReferences = new UriReference[0];
  private URI[] javaBases = new URI[0];
  private URI[] javaReferences = new URI[0];
  private IRI3986[] jenaBases = new IRI3986[0];
  private IRI3986[] jenaReferences = new IRI3986[0];

  /** Builds the pairs and parses them once with each library. */
  @Setup
  public void setUp() {
    ResolveCases pairs = "corpus".equals(cases)
        ? ResolveCases.fromCorpus(Corpus.load(corpus).urls(), PAIRS)
        : ResolveCases.rfc3986(PAIRS);
    List<String> bases = pairs.bases();
    references = pairs.references().toArray(new String[0]);
    SchemeRegistry registry = SchemeRegistry.empty();
    urikitBases = new Uri[PAIRS];
    urikitReferences = new UriReference[PAIRS];
    javaBases = new URI[PAIRS];
    javaReferences = new URI[PAIRS];
    jenaBases = new IRI3986[PAIRS];
    jenaReferences = new IRI3986[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
      urikitBases[i] = Uri.parse(bases.get(i), registry);
      urikitReferences[i] = UriReference.parse(references[i], registry);
      javaBases[i] = URI.create(bases.get(i));
      javaReferences[i] = URI.create(references[i]);
      jenaBases[i] = IRI3986.create(bases.get(i));
      jenaReferences[i] = IRI3986.create(references[i]);
    }
  }

  /** urikit, base and reference parsed beforehand. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void urikitPreParsed(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(urikitBases[i].resolve(urikitReferences[i]).toString());
    }
  }

  /** urikit, base parsed beforehand, the reference parsed as part of the operation. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void urikitParsingReference(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(urikitBases[i].resolve(references[i]).toString());
    }
  }

  /** {@code java.net.URI.resolve(URI)}, base and reference parsed beforehand. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void javaNetUri(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(javaBases[i].resolve(javaReferences[i]).toString());
    }
  }

  /** {@code java.net.URI.resolve(String)}, which parses the reference. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void javaNetUriParsingReference(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(javaBases[i].resolve(references[i]).toString());
    }
  }

  /** Jena's {@code IRI3986.resolve}, base and reference parsed beforehand. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void jena(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(jenaBases[i].resolve(jenaReferences[i]).toString());
    }
  }

  /** Jena, the reference parsed as part of the operation. */
  @Benchmark
  @OperationsPerInvocation(PAIRS)
  public void jenaParsingReference(Blackhole blackhole) {
    for (int i = 0; i < PAIRS; i++) {
      blackhole.consume(jenaBases[i].resolve(IRI3986.create(references[i])).toString());
    }
  }
}

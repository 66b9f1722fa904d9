package dev.urikit.benchmarks;

import dev.urikit.Iri;
import dev.urikit.SchemeRegistry;
import com.ibm.icu.text.IDNA;
import dev.urikit.spi.IdnaMapping;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apache.jena.rfc3986.IRI3986;
import org.jspecify.annotations.Nullable;
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
 * Time to map one IRI of a Unicode corpus to its URI (RFC 3987 section 3.1), for urikit and for the
 * nearest that Jena's RFC 3986/3987 parser offers.
 *
 * <p>The IRIs are the {@link Corpus} URLs with host labels and path words in eight scripts
 * ({@link UnicodeCorpusGenerator}, seed {@value #SEED}). {@code java -jar benchmarks.jar IriBenchmark}
 * prints lines in the form {@code IriBenchmark.urikit avgt 10 SCORE ± ERROR ns/op}, the time per IRI.
 *
 * <table>
 *   <caption>What one operation is</caption>
 *   <tr><th>method</th><th>work</th></tr>
 *   <tr><td>{@code urikit}</td><td>{@code Iri.parse(iri, SchemeRegistry.installed()).toUri().toString()}:
 *       the IRI parsed, each non-ASCII character of user information, path, query and fragment as
 *       percent-encoded UTF-8, the host as its A-label by the installed {@link IdnaMapping} (UTS #46 from
 *       {@code uri-idna}, which is on this class path), and the URI checked by the http module</td></tr>
 *   <tr><td>{@code jena}</td><td>{@link #jenaToUri}: {@code IRI3986.create(iri)} (parse and check), then
 *       the URI text put together from its components: the host, when not ASCII, by ICU4J's UTS #46
 *       ToASCII with the same flags ({@link #icuToAscii}, the library a Jena user would reach for),
 *       every other component with each non-ASCII character as percent-encoded UTF-8, by a
 *       {@code StringBuilder} loop as a user would write it. The URI is not parsed again.</td></tr>
 *   <tr><td>{@code jenaParseOnly}</td><td>{@code IRI3986.create(iri)}, the IRI object consumed</td></tr>
 * </table>
 *
 * <p>{@code jena-iri3986} 5.6.0 has no IRI-to-URI mapping: {@code IRI3986} parses and checks IRIs, and
 * its {@code normalize}, {@code resolve}, {@code relativize} and {@code Builder} keep non-ASCII
 * characters as they are; no method percent-encodes or applies IDNA. {@code jena} is therefore Jena's
 * parse plus the mapping written here, the nearest equivalent; {@code jenaParseOnly} shows how much of
 * it is Jena's own. urikit and {@code jena} consume the URI as its text.
 *
 * <p>The setup checks fairness: an IRI is kept only when it holds a non-ASCII character and both sides map
 * it without error. Each fork prints how many were dropped and how many URIs the two sides wrote
 * differently, for example {@code iri corpus: 40000 IRIs, 39964 kept, 36 dropped (11 all ASCII, urikit
 * refused 25, Jena refused 25), 0 URIs differ} on the kasztp list; the kept IRIs are repeated to
 * {@link Corpus#SIZE}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class IriBenchmark {

  /** Seed of the Unicode corpus. */
  public static final long SEED = 3987;

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /** UTS #46 as the URL standard's "domain to ASCII" sets it: nontransitional, CheckBidi and CheckJoiners. */
  private static final IDNA UTS46 = IDNA.getUTS46Instance(
      IDNA.NONTRANSITIONAL_TO_ASCII | IDNA.NONTRANSITIONAL_TO_UNICODE | IDNA.CHECK_BIDI | IDNA.CHECK_CONTEXTJ);

  /** The errors of the checks that the URL standard turns off (CheckHyphens, VerifyDnsLength). */
  private static final Set<IDNA.Error> UNCHECKED = EnumSet.of(IDNA.Error.EMPTY_LABEL,
      IDNA.Error.LABEL_TOO_LONG, IDNA.Error.DOMAIN_NAME_TOO_LONG, IDNA.Error.LEADING_HYPHEN,
      IDNA.Error.TRAILING_HYPHEN, IDNA.Error.HYPHEN_3_4);

  private String[] iris = new String[0];
  private SchemeRegistry registry = SchemeRegistry.empty();

  /** Generates the Unicode corpus from the corpus and keeps the IRIs that both sides map. */
  @Setup
  public void setUp() {
    registry = SchemeRegistry.installed();
    iris = fairCorpus(UnicodeCorpusGenerator.generate(List.of(Corpus.load().urls()), SEED), registry);
  }

  /** urikit: parse the IRI, take its URI, consume the URI's text. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void urikit(Blackhole blackhole) {
    SchemeRegistry schemes = registry;
    for (String iri : iris) {
      blackhole.consume(Iri.parse(iri, schemes).toUri().toString());
    }
  }

  /** Jena's IRI parse plus the mapping of {@link #jenaToUri}, the URI consumed as its text. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void jena(Blackhole blackhole) {
    for (String iri : iris) {
      blackhole.consume(jenaToUri(iri));
    }
  }

  /** Jena's IRI parse alone. */
  @Benchmark
  @OperationsPerInvocation(Corpus.SIZE)
  public void jenaParseOnly(Blackhole blackhole) {
    for (String iri : iris) {
      blackhole.consume(IRI3986.create(iri));
    }
  }

  /**
   * The URI text of {@code iri} from Jena's parse: {@code IRI3986.create}, then the components, the host
   * by IDNA when it is not ASCII and the rest with non-ASCII characters as percent-encoded UTF-8.
   *
   * @throws RuntimeException when Jena refuses the IRI or the IDNA mapping its host
   */
  static String jenaToUri(String iri) {
    IRI3986 parsed = IRI3986.create(iri);
    StringBuilder sb = new StringBuilder(iri.length() + 64);
    if (parsed.hasScheme()) {
      sb.append(parsed.scheme()).append(':');
    }
    if (parsed.hasAuthority()) {
      sb.append("//");
      if (parsed.hasUserInfo()) {
        encodeNonAscii(sb, parsed.userInfo());
        sb.append('@');
      }
      String host = parsed.host();
      sb.append(isAscii(host) ? host : icuToAscii(host));
      if (parsed.hasPort()) {
        sb.append(':').append(parsed.port());
      }
    }
    encodeNonAscii(sb, parsed.path());
    if (parsed.hasQuery()) {
      sb.append('?');
      encodeNonAscii(sb, parsed.query());
    }
    if (parsed.hasFragment()) {
      sb.append('#');
      encodeNonAscii(sb, parsed.fragment());
    }
    return sb.toString();
  }

  /**
   * UTS #46 ToASCII of {@code host} by ICU4J with the URL standard's flags, what a Jena user would call to
   * map a host: the same processing as urikit's {@code uri-idna} without its fast path.
   *
   * @throws IllegalArgumentException when UTS #46 refuses the name
   */
  static String icuToAscii(String host) {
    IDNA.Info info = new IDNA.Info();
    String ascii = UTS46.nameToASCII(host, new StringBuilder(host.length() + 16), info).toString();
    for (IDNA.Error error : info.getErrors()) {
      if (!UNCHECKED.contains(error)) {
        throw new IllegalArgumentException("UTS #46 refuses " + host + ": " + info.getErrors());
      }
    }
    return ascii;
  }

  /**
   * The IRIs with a non-ASCII character that both urikit and {@link #jenaToUri} map without error,
   * repeated to {@link Corpus#SIZE}, with a report of what was dropped.
   */
  static String[] fairCorpus(List<String> candidates, SchemeRegistry schemes) {
    List<String> kept = new ArrayList<>(candidates.size());
    int ascii = 0;
    int urikitRefused = 0;
    int jenaRefused = 0;
    int differ = 0;
    for (String iri : candidates) {
      if (isAscii(iri)) {
        ascii++;
        continue;
      }
      Iri urikit = Iri.parseOrNull(iri, schemes);
      String jena = jenaToUriOrNull(iri);
      urikitRefused += urikit == null ? 1 : 0;
      jenaRefused += jena == null ? 1 : 0;
      if (urikit != null && jena != null) {
        kept.add(iri);
        differ += urikit.toUri().toString().equals(jena) ? 0 : 1;
      }
    }
    System.out.printf(Locale.ROOT,
        "iri corpus: %d IRIs, %d kept, %d dropped (%d all ASCII, urikit refused %d, Jena refused %d), "
            + "%d URIs differ%n",
        candidates.size(), kept.size(), candidates.size() - kept.size(), ascii, urikitRefused, jenaRefused, differ);
    if (kept.isEmpty()) {
      throw new IllegalStateException("no IRI of the Unicode corpus is mapped by both sides");
    }
    String[] result = new String[Corpus.SIZE];
    for (int i = 0; i < result.length; i++) {
      result[i] = kept.get(i % kept.size());
    }
    return result;
  }

  private static @Nullable String jenaToUriOrNull(String iri) {
    try {
      return jenaToUri(iri);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** Appends {@code s} with each character beyond US-ASCII as its UTF-8 octets, percent-encoded. */
  private static void encodeNonAscii(StringBuilder sb, String s) {
    int n = s.length();
    int i = 0;
    while (i < n) {
      int runEnd = i;
      while (runEnd < n && s.charAt(runEnd) < 0x80) {
        runEnd++;
      }
      sb.append(s, i, runEnd);
      if (runEnd == n) {
        return;
      }
      int cp = s.codePointAt(runEnd);
      if (cp < 0x800) {
        appendTriplet(sb, 0xC0 | (cp >> 6));
      } else {
        if (cp < 0x10000) {
          appendTriplet(sb, 0xE0 | (cp >> 12));
        } else {
          appendTriplet(sb, 0xF0 | (cp >> 18));
          appendTriplet(sb, 0x80 | ((cp >> 12) & 0x3F));
        }
        appendTriplet(sb, 0x80 | ((cp >> 6) & 0x3F));
      }
      appendTriplet(sb, 0x80 | (cp & 0x3F));
      i = runEnd + Character.charCount(cp);
    }
  }

  private static void appendTriplet(StringBuilder sb, int octet) {
    sb.append('%').append(HEX[octet >> 4]).append(HEX[octet & 0xF]);
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }
}

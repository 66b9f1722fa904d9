package dev.urikit.benchmarks;

import dev.urikit.HierarchicalUri;
import dev.urikit.Iri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import dev.urikit.http.HttpUri;
import dev.urikit.http.HttpUriBuilder;
import dev.urikit.QueryParameter;
import dev.urikit.spi.Scheme;
import dev.urikit.text.Completion;
import dev.urikit.text.RepairedUri;
import dev.urikit.text.UriExtractor;
import dev.urikit.text.UriMatch;
import dev.urikit.text.UserInput;
import java.util.List;
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
 * Time of every public operation on one long URI, at two sizes ten times apart, to show that each grows
 * linearly with its input.
 *
 * <p>The URI is {@code http://}, {@code size / 10} characters of user name, {@code :secret@Example.COM:080/},
 * then {@code size / 2} characters of path
 * segments holding percent-encoded octets and dot-segments, a query of {@code size / 2} characters of
 * parameters without {@code =} (where a search for {@code =} to the end of the text would be quadratic) and a
 * fragment. The IRI operations read the same text, and a Unicode IRI of the same shape: {@code http://},
 * {@code size / 10} characters of user name with {@code ü}, {@code :secret@Bücher.example:080/}, path segments
 * with Cyrillic letters, a query with Greek letters, each {@code size / 2} characters, and a fragment.
 * Each operation's result is consumed as its text or its size. With {@code -rf csv -rff ops.csv},
 * {@code java -cp benchmarks.jar dev.urikit.benchmarks.ScalingCheck ops.csv} prints one line per operation in
 * the form {@code OperationScalingBenchmark.run PATH_SEGMENTS 200000/20000: RATIOx (limit 12.0x) ok}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OperationScalingBenchmark {

  /** The operations measured. */
  public enum Operation {
    /** {@code Uri.parse} with the installed schemes (http validates). */
    PARSE,
    /** {@code UriReference.parseOrNull} of the text with one bad character at the end. */
    PARSE_FAILING,
    /**
     * {@code Uri.parse} of a URI whose host is one long run of labels and dots, for a scheme with DNS
     * hosts and no rules of its own: the parser's reading of a DNS host name.
     */
    PARSE_LONG_HOST,
    /** {@code pathSegments()}, decoded. */
    PATH_SEGMENTS,
    /** {@code decodedPath()}. */
    DECODED_PATH,
    /** {@code decodedQuery()}. */
    DECODED_QUERY,
    /** {@code decodedUserInfo()} and {@code decodedHost()}. */
    DECODED_AUTHORITY,
    /** {@code HttpUri.pathSegments()}. */
    HTTP_PATH_SEGMENTS,
    /** {@code HttpUri.queryParameters()}, every pair read. */
    HTTP_QUERY_PARAMETERS,
    /** {@code HttpUri.redact()}. */
    HTTP_REDACT,
    /** {@code HttpUri.requestTarget()} and {@code origin()}. */
    HTTP_REQUEST_TARGET,
    /** {@code normalize()}, scheme-based. */
    NORMALIZE,
    /** {@code resolve} of a long relative reference (dot-segments included) against a short base. */
    RESOLVE,
    /** {@code resolve(String)}: the reference parsed as part of the operation. */
    RESOLVE_STRING,
    /** {@code relativize} between two long URIs that differ in their first and last segments. */
    RELATIVIZE,
    /** A fresh parse of a case-changed copy, its {@code hashCode}, {@code equals} and {@code compareTo}. */
    EQUALS_HASH_COMPARE,
    /** {@code UriBuilder}: one path segment and one query parameter per 20 characters of input. */
    BUILDER,
    /** {@code HttpUriBuilder}, the same. */
    HTTP_BUILDER,
    /** {@code toBuilder().buildUri()} of the long URI. */
    TO_BUILDER,
    /** {@code withQuery} and {@code withFragment}. */
    WITH_QUERY,
    /** {@code Iri.parse} of the same all-ASCII text as {@link #PARSE}: the IRI parser's reading. */
    IRI_PARSE,
    /**
     * {@code Iri.parse(...).toUri()} of the Unicode IRI, consumed as its text: each non-ASCII character
     * percent-encoded as UTF-8, the host to its A-label.
     */
    IRI_TO_URI,
    /**
     * {@code Uri.parseUserInput} of typed text of the same size: in {@code <URL: …>}, with spaces, {@code |},
     * braces, Cyrillic letters in the path and a host in upper case with an umlaut, each repaired.
     */
    USER_INPUT,
    /**
     * {@code UriExtractor.extract} of prose of the same size: sentences with a URL in brackets, one with
     * trailing punctuation, an e-mail address and a word with a colon, around one URL as long as half the text.
     */
    EXTRACT
  }

  /** Characters of path and query together. */
  @Param({"20000", "200000"})
  public int size = 20_000;

  /** The operation. */
  @Param
  public Operation operation = Operation.PARSE;

  private SchemeRegistry registry = SchemeRegistry.empty();
  private String text = "";
  private String failing = "";
  private String longHost = "";
  private String unicodeIri = "";
  private String typed = "";
  private String prose = "";
  private UriExtractor extractor = UriExtractor.create();
  /** A registry of one scheme, {@code dns}, whose hosts are DNS names and which checks nothing more. */
  private static final SchemeRegistry DNS_HOSTS = SchemeRegistry.builder().add(new Scheme() {
    @Override
    public String name() {
      return "dns";
    }

    @Override
    public boolean hasDnsHosts() {
      return true;
    }
  }).build();
  private String upperCopy = "";
  private String reference = "";
  private String query = "";
  private Uri uri = Uri.parse("http://h/", SchemeRegistry.empty());
  private HttpUri http = HttpUri.parse("http://h/");
  private Uri base = uri;
  private UriReference parsedReference = uri;
  private Uri relativizeBase = uri;
  private Uri relativizeTarget = uri;
  private String[] segments = new String[0];

  /** Builds the inputs once. */
  @Setup
  public void setUp() {
    registry = SchemeRegistry.installed();
    String path = repeat("a%41b/c/./d/../", size / 2);
    query = repeat("k%41&flag&", size / 2);
    String user = repeat("u%41", size / 10);
    text = "http://" + user + ":secret@Example.COM:080/" + path + "?" + query + "#f";
    failing = text + "^";
    longHost = "dns://" + repeat("ab-c.", size) + "/";
    unicodeIri = "http://" + repeat("ü%41", size / 10) + ":secret@Bücher.example:080/"
        + repeat("a%41д/с/./д/../", size / 2) + "?" + repeat("κ%41&λόγος&", size / 2) + "#f";
    typed = " <URL: http://Bücher.EXAMPLE/" + repeat("a b|д/{x}/", size / 2) + "?" + repeat("q=1 2&", size / 2)
        + "> ";
    String sentences = repeat("See (https://Example.COM/a%41/b?q=1). Mail bob@example.org, note: done; http://h/x... ",
        size / 4);
    prose = sentences + "Read <http://example.com/" + repeat("a%41b/c/", size / 2) + "> now. " + sentences;
    extractor = UriExtractor.create().withRegistry(registry);
    upperCopy = "HTTP://" + user + ":secret@EXAMPLE.com:80/" + path + "?" + query + "#f";
    reference = path + "?" + query;
    uri = Uri.parse(text, registry);
    http = HttpUri.parse(text);
    base = Uri.parse("http://h/x/y", registry);
    parsedReference = UriReference.parse(reference, registry);
    String shared = repeat("seg%41/", size / 2);
    relativizeBase = Uri.parse("http://h/x/" + shared + "b", registry);
    relativizeTarget = Uri.parse("http://h/y/" + shared + "c?q", registry);
    segments = new String[size / 20];
    for (int i = 0; i < segments.length; i++) {
      segments[i] = "s\u00e9g " + i;
    }
  }

  /** Runs the operation and returns a number that depends on its whole result. */
  @Benchmark
  public long run() {
    switch (operation) {
      case PARSE:
        return Uri.parse(text, registry).toString().length();
      case PARSE_FAILING:
        return UriReference.parseOrNull(failing, registry) == null ? 0 : 1;
      case PARSE_LONG_HOST:
        return Uri.parse(longHost, DNS_HOSTS).toString().length();
      case PATH_SEGMENTS:
        return totalLength(uri.pathSegments());
      case DECODED_PATH:
        return uri.decodedPath().length();
      case DECODED_QUERY:
        String decoded = uri.decodedQuery();
        return decoded == null ? 0 : decoded.length();
      case DECODED_AUTHORITY:
        HierarchicalUri hierarchical = (HierarchicalUri) uri;
        String user = hierarchical.decodedUserInfo();
        String host = hierarchical.decodedHost();
        return (user == null ? 0 : user.length()) + (host == null ? 0 : host.length());
      case HTTP_PATH_SEGMENTS:
        return totalLength(http.pathSegments());
      case HTTP_QUERY_PARAMETERS:
        long total = 0;
        for (QueryParameter parameter : http.queryParameters()) {
          total += parameter.name().length();
        }
        return total;
      case HTTP_REDACT:
        return http.redact().toString().length();
      case HTTP_REQUEST_TARGET:
        return http.requestTarget().length() + http.origin().length();
      case NORMALIZE:
        return uri.normalize().toString().length();
      case RESOLVE:
        return base.resolve(parsedReference).toString().length();
      case RESOLVE_STRING:
        return base.resolve(reference).toString().length();
      case RELATIVIZE:
        return relativizeBase.relativize(relativizeTarget).toString().length();
      case EQUALS_HASH_COMPARE:
        Uri copy = Uri.parse(upperCopy, registry);
        return copy.toString().length() + (copy.hashCode() == uri.hashCode() ? 1 : 0) + (copy.equals(uri) ? 1 : 0)
            + Integer.signum(copy.compareTo(uri));
      case BUILDER:
        UriBuilder builder = Uri.builder().scheme("http").host("example.com");
        for (String segment : segments) {
          builder.addPathSegment(segment).addQueryParameter(segment, segment);
        }
        return builder.buildUri().toString().length();
      case HTTP_BUILDER:
        HttpUriBuilder httpBuilder = HttpUri.builder().scheme("http").host("example.com");
        for (String segment : segments) {
          httpBuilder.addPathSegment(segment).addQueryParameter(segment, segment);
        }
        return httpBuilder.build().toString().length();
      case TO_BUILDER:
        return uri.toBuilder().buildUri().toString().length();
      case WITH_QUERY:
        return uri.withQuery(query).withFragment("g").toString().length();
      case IRI_PARSE:
        return Iri.parse(text, registry).toString().length();
      case IRI_TO_URI:
        return Iri.parse(unicodeIri, registry).toUri().toString().length();
      case USER_INPUT:
        RepairedUri repaired = UserInput.parse(typed, registry, Completion.OFF);
        return repaired.uri().toString().length() + repaired.repairs().size();
      case EXTRACT:
        long found = 0;
        for (UriMatch match : extractor.extract(prose)) {
          found += match.end() - match.start() + match.uri().toString().length();
        }
        return found;
      default:
        throw new IllegalStateException(operation.name());
    }
  }

  private static long totalLength(List<String> strings) {
    long total = 0;
    for (String s : strings) {
      total += s.length();
    }
    return total;
  }

  private static String repeat(String unit, int length) {
    StringBuilder sb = new StringBuilder(length + unit.length());
    while (sb.length() < length) {
      sb.append(unit);
    }
    return sb.toString();
  }
}

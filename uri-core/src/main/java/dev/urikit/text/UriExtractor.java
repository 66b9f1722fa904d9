package dev.urikit.text;

import dev.urikit.Iri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Finds the URIs in running text (mail, chat, logs, printed pages), where they are, and what they are,
 * by the rules of RFC 3986 Appendix C for delimiting a URI in context.
 *
 * <pre>{@code
 * UriExtractor extractor = UriExtractor.create();   // the installed schemes
 * extractor.extract("See https://en.wikipedia.org/wiki/Unix_(disambiguation). Or (https://example.com/a)!")
 * // [UriMatch[4..55 BARE https://en.wikipedia.org/wiki/Unix_(disambiguation)],
 * //  UriMatch[61..82 BARE https://example.com/a]]
 * extractor.linkify("mail <URL:http://example.com/> now", m -> "[" + m.uri() + "]")
 * // "mail <URL:[http://example.com/]> now"
 * }</pre>
 *
 * <table>
 *   <caption>What is found (with the http, https and ftp modules installed)</caption>
 *   <tr><th>text</th><th>URI</th></tr>
 *   <tr><td>{@code <ftp://foo.example.}&#x21b5;{@code   com/rfc/>}</td><td>{@code ftp://foo.example.com/rfc/}: whitespace in angle brackets is dropped</td></tr>
 *   <tr><td>{@code <URL: http://example.com/>}</td><td>{@code http://example.com/}: the old {@code URL:} prefix, any case, with or without a space</td></tr>
 *   <tr><td>{@code "http://example.com/a-}&#x21b5;{@code   b"}</td><td>{@code http://example.com/a-b}: in quotes, whitespace around a line break is dropped</td></tr>
 *   <tr><td>{@code http://example.com/a.}</td><td>{@code http://example.com/a}: trailing {@code . , ; : ! ?} and apostrophes are punctuation</td></tr>
 *   <tr><td>{@code (see http://example.com/a)}</td><td>{@code http://example.com/a}: a closing bracket ends a bare URI unless the URI opened it</td></tr>
 *   <tr><td>{@code https://bücher.example/ä}</td><td>{@code https://xn--bcher-kva.example/%C3%A4}: an IRI, as the URI it maps to (RFC 3987 section 3.1)</td></tr>
 *   <tr><td>{@code www.example.com} with {@link Option#WWW}</td><td>{@code http://www.example.com}</td></tr>
 *   <tr><td>{@code user@example.com} with {@link Option#EMAIL}</td><td>{@code mailto:user@example.com}</td></tr>
 * </table>
 *
 * <h2>The rules</h2>
 *
 * <ul>
 *   <li>A URI in angle brackets or double quotes begins with a scheme name and ":". In angle brackets,
 *       optionally after {@code URL:}, whitespace anywhere after the scheme is dropped; in quotes only
 *       whitespace that holds a line break is, and other whitespace means the quotes hold prose. The
 *       delimiters are not part of the span.
 *   <li>A bare URI begins with the name of a scheme of the registry ({@link #withRegistry}; any
 *       scheme with {@link Option#ANY_SCHEME}) that no letter, digit, {@code +}, {@code -} or
 *       {@code .} precedes, and goes on through URI characters and letters, marks, numbers and symbols
 *       beyond US-ASCII. A closing {@code )}, {@code ]} or {@code }} that it did not open ends it;
 *       trailing {@code . , ; : ! ?} and apostrophes are left out. A line break right after a hyphen
 *       does not end it: whitespace around the break is dropped and the hyphen kept (RFC 3986
 *       Appendix C, RFC 2396 Appendix E). So do angle brackets and quotes with a scheme that the rule
 *       for bare URIs refuses, unless {@code URL:} precedes it.
 *   <li>A candidate is parsed with the registry ({@link Iri#parse(String, SchemeRegistry)} when it
 *       holds characters beyond US-ASCII); one that does not parse is left out of
 *       {@link #extract(CharSequence)} and reported by {@link #candidates(CharSequence)}.
 *   <li>A candidate longer than {@link #maxLength()} characters as written is skipped.
 * </ul>
 *
 * <p>Extractors are immutable and thread-safe; the {@code with} methods return copies. Time is linear
 * in the length of the text, whatever it holds; a {@link Reader} is read in a window of about twice
 * {@link #maxLength()} characters, so memory stays bounded however long the stream is. Offsets count
 * UTF-16 units from the start of the text or stream.
 */
public final class UriExtractor {

  /** What is found besides URIs of registered schemes. */
  public enum Option {
    /** Bare URIs of any scheme, not only of the registry's schemes. */
    ANY_SCHEME,
    /** Abbreviated references such as {@code www.example.com} (three labels or more), as {@code http://} URIs. */
    WWW,
    /** E-mail addresses such as {@code user@example.com} (letters, digits, {@code . _ + -} before the "@"), as {@code mailto:} URIs. */
    EMAIL
  }

  /** The default {@link #maxLength()}: 65,536 characters. */
  public static final int DEFAULT_MAX_LENGTH = 1 << 16;

  /** The largest {@link #maxLength()} allowed: 16,777,216 characters. */
  public static final int LARGEST_MAX_LENGTH = 1 << 24;

  private static final int READ_CHUNK = 1 << 13;

  private final SchemeRegistry registry;
  private final Set<Option> options;
  private final int maxLength;

  private UriExtractor(SchemeRegistry registry, Set<Option> options, int maxLength) {
    this.registry = registry;
    this.options = options;
    this.maxLength = maxLength;
  }

  /** An extractor of URIs of the installed schemes ({@link SchemeRegistry#installed()}), without options. */
  public static UriExtractor create() {
    return new UriExtractor(SchemeRegistry.installed(), Collections.unmodifiableSet(EnumSet.noneOf(Option.class)),
        DEFAULT_MAX_LENGTH);
  }

  /** This extractor with {@code registry} for the schemes of bare URIs and for parsing. */
  public UriExtractor withRegistry(SchemeRegistry registry) {
    return new UriExtractor(registry, options, maxLength);
  }

  /** This extractor with {@code added} as well as its options. */
  public UriExtractor with(Option... added) {
    EnumSet<Option> set = options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options);
    Collections.addAll(set, added);
    return new UriExtractor(registry, Collections.unmodifiableSet(set), maxLength);
  }

  /** This extractor without the options {@code removed}. */
  public UriExtractor without(Option... removed) {
    EnumSet<Option> set = options.isEmpty() ? EnumSet.noneOf(Option.class) : EnumSet.copyOf(options);
    for (Option option : removed) {
      set.remove(option);
    }
    return new UriExtractor(registry, Collections.unmodifiableSet(set), maxLength);
  }

  /**
   * This extractor skipping candidates longer than {@code maxLength} characters as written.
   *
   * @throws IllegalArgumentException unless {@code 1 <= maxLength <= }{@link #LARGEST_MAX_LENGTH}
   */
  public UriExtractor withMaxLength(int maxLength) {
    if (maxLength < 1 || maxLength > LARGEST_MAX_LENGTH) {
      throw new IllegalArgumentException("maxLength must be from 1 to " + LARGEST_MAX_LENGTH + ": " + maxLength);
    }
    return new UriExtractor(registry, options, maxLength);
  }

  /** The registry that names the schemes of bare URIs and parses every candidate. */
  public SchemeRegistry registry() {
    return registry;
  }

  /** The options, unmodifiable. */
  public Set<Option> options() {
    return options;
  }

  /** The length, in characters as written, beyond which a candidate is skipped. */
  public int maxLength() {
    return maxLength;
  }

  /** The URIs in {@code text}, in order. */
  public List<UriMatch> extract(CharSequence text) {
    List<UriMatch> matches = new ArrayList<>();
    scanAll(text.toString(), new Collector(false, c -> matches.add((UriMatch) c)));
    return matches;
  }

  /** The URIs in {@code text} and the candidates that did not parse ({@link RejectedCandidate}), in order. */
  public List<UriCandidate> candidates(CharSequence text) {
    List<UriCandidate> candidates = new ArrayList<>();
    scanAll(text.toString(), new Collector(true, candidates::add));
    return candidates;
  }

  /**
   * Gives each URI of {@code reader}'s text to {@code action} as soon as it is found, reading to the
   * end. The reader is read in windows and not closed. Matches are reported when the reader has no
   * more input ready ({@link Reader#ready()} is false), so a line typed into a pipe shows its URIs at
   * once; an unterminated candidate waits for more input, up to {@link #maxLength()} characters.
   *
   * @throws IOException if reading fails
   */
  public void extract(Reader reader, Consumer<? super UriMatch> action) throws IOException {
    scanStream(reader, new Collector(false, c -> action.accept((UriMatch) c)), null);
  }

  /** Like {@link #extract(Reader, Consumer)}, also giving the candidates that did not parse. */
  public void candidates(Reader reader, Consumer<? super UriCandidate> action) throws IOException {
    scanStream(reader, new Collector(true, action), null);
  }

  /**
   * {@code text} with the span of each URI replaced by what {@code replacement} returns for it; the
   * delimiters, being no part of a span, stay.
   *
   * <pre>{@code
   * extractor.linkify("Go to https://example.com/.", m -> "<a href=\"" + m.uri() + "\">" + m.text() + "</a>")
   * // "Go to <a href=\"https://example.com/\">https://example.com/</a>."
   * }</pre>
   *
   * <p>Nothing is escaped: {@code replacement} writes what its output format needs.
   */
  public String linkify(CharSequence text, Function<? super UriMatch, ? extends CharSequence> replacement) {
    String s = text.toString();
    StringBuilder out = new StringBuilder(s.length() + 64);
    int[] copied = {0};
    scanAll(s, new Collector(false, c -> {
      out.append(s, copied[0], (int) c.start()).append(replacement.apply((UriMatch) c));
      copied[0] = (int) c.end();
    }));
    return out.append(s, copied[0], s.length()).toString();
  }

  /**
   * Writes {@code in}'s text to {@code out} with the span of each URI replaced by what
   * {@code replacement} returns for it, in bounded memory, as {@link #linkify(CharSequence, Function)}
   * does for text in memory. Neither stream is closed.
   *
   * @throws IOException if reading or writing fails
   */
  public void linkify(Reader in, Appendable out, Function<? super UriMatch, ? extends CharSequence> replacement)
      throws IOException {
    Copier copier = new Copier(out, replacement);
    scanStream(in, new Collector(false, copier::match), copier);
  }

  private Scanner scanner() {
    return new Scanner(registry, options.contains(Option.ANY_SCHEME), options.contains(Option.WWW),
        options.contains(Option.EMAIL), maxLength);
  }

  private void scanAll(String text, Collector collector) {
    collector.window(text, 0);
    scanner().scan(text, true, collector);
  }

  private void scanStream(Reader reader, Collector collector, @Nullable Copier copier) throws IOException {
    Scanner scanner = scanner();
    char[] buffer = new char[2 * maxLength + READ_CHUNK];
    int length = 0;
    long base = 0;
    boolean last = false;
    while (!last) {
      do {
        int count = reader.read(buffer, length, buffer.length - length);
        if (count < 0) {
          last = true;
        } else {
          length += count;
        }
      } while (!last && length < buffer.length && reader.ready());
      String window = new String(buffer, 0, length);
      collector.window(window, base);
      if (copier != null) {
        copier.window(window, base);
      }
      int settled;
      try {
        settled = scanner.scan(window, last, collector);
      } catch (WriteFailure e) {
        throw e.cause;
      }
      if (copier != null) {
        copier.settled(settled);
      }
      System.arraycopy(buffer, settled, buffer, 0, length - settled);
      length -= settled;
      base += settled;
    }
  }

  /** Turns the scanner's candidates into matches and rejections, with offsets in the whole text. */
  private final class Collector implements Scanner.Sink {
    private final boolean rejected;
    private final Consumer<? super UriCandidate> action;
    private String window = "";
    private long base;

    Collector(boolean rejected, Consumer<? super UriCandidate> action) {
      this.rejected = rejected;
      this.action = action;
    }

    void window(String window, long base) {
      this.window = window;
      this.base = base;
    }

    @Override
    public void candidate(UriCandidate.Kind kind, int start, int end, String uriText, boolean iri) {
      boolean asWritten = uriText.length() == end - start && kind != UriCandidate.Kind.WWW
          && kind != UriCandidate.Kind.EMAIL;
      String text = asWritten ? uriText : window.substring(start, end);
      if (!rejected) {
        Uri uri = iri ? mapped(Iri.parseOrNull(uriText, registry)) : Uri.parseOrNull(uriText, registry);
        if (uri != null) {
          action.accept(new UriMatch(base + start, base + end, text, uriText, kind, uri));
        }
        return;
      }
      UriCandidate candidate;
      try {
        Uri uri = iri ? Iri.parse(uriText, registry).toUri() : Uri.parse(uriText, registry);
        candidate = new UriMatch(base + start, base + end, text, uriText, kind, uri);
      } catch (UriSyntaxException e) {
        candidate = new RejectedCandidate(base + start, base + end, text, uriText, kind, e);
      }
      action.accept(candidate);
    }

    private @Nullable Uri mapped(@Nullable Iri iri) {
      return iri == null ? null : iri.toUri();
    }
  }

  /** An output failure of {@link Copier}, carried out of the scanner's callback to {@link #scanStream}. */
  private static final class WriteFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient IOException cause;

    WriteFailure(IOException cause) {
      super(cause);
      this.cause = cause;
    }
  }

  /** Copies a stream's text to the output, replacing each match, as far as the scanner has settled it. */
  private static final class Copier {
    private final Appendable out;
    private final Function<? super UriMatch, ? extends CharSequence> replacement;
    private String window = "";
    private long base;
    private long copied;

    Copier(Appendable out, Function<? super UriMatch, ? extends CharSequence> replacement) {
      this.out = out;
      this.replacement = replacement;
    }

    void window(String window, long base) {
      this.window = window;
      this.base = base;
    }

    void match(UriCandidate match) {
      try {
        out.append(window, (int) (copied - base), (int) (match.start() - base));
        out.append(replacement.apply((UriMatch) match));
      } catch (IOException e) {
        throw new WriteFailure(e);
      }
      copied = match.end();
    }

    void settled(int index) throws IOException {
      if (copied < base + index) {
        out.append(window, (int) (copied - base), index);
        copied = base + index;
      }
    }
  }
}

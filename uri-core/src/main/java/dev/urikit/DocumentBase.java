package dev.urikit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The base URI of a document, established from the layers of RFC 3986 section 5.1, and which layer gave it.
 *
 * <pre>{@code
 * // <base href="../"> in a page retrieved from http://a/b/c/d
 * DocumentBase base = DocumentBase.builder()
 *     .embedded("../")
 *     .retrievalUri("http://a/b/c/d")
 *     .establish();
 * base.uri()                        // http://a/b/
 * base.layer()                      // EMBEDDED
 * base.uri().resolve("e").toString()   // "http://a/b/e"
 * }</pre>
 *
 * <h2>The layers</h2>
 *
 * <p>Each of the four {@linkplain BaseLayer layers} is optional; a null value means the layer is absent. They
 * are consulted innermost first, and the first usable one wins:
 *
 * <ol>
 *   <li>{@link BaseLayer#EMBEDDED}, a base in the content (section 5.1.1): an HTML {@code <base href>};</li>
 *   <li>{@link BaseLayer#ENCAPSULATING_ENTITY}, the base of the enclosing message or document (section
 *       5.1.2): a {@code Content-Location} header field;</li>
 *   <li>{@link BaseLayer#RETRIEVAL_URI}, the URI the document was retrieved from, after redirects (section
 *       5.1.3);</li>
 *   <li>{@link BaseLayer#APPLICATION_DEFAULT}, the application's own base (section 5.1.4).</li>
 * </ol>
 *
 * <p>A relative reference in either of the first two layers is resolved (section 5.2) against the base that
 * the layers below it establish, as HTML resolves {@code <base href="../">} against the document's URL and as a
 * {@code Content-Location} may be relative to the request URI (RFC 9110 section 8.7). The retrieval URI and
 * the application default must be absolute.
 *
 * <table>
 *   <caption>A layer's value is skipped, and the next layer consulted, when it is</caption>
 *   <tr><th>value</th><th>{@link SkippedBase.Reason}</th></tr>
 *   <tr><td>text that does not parse, or that its scheme's module refuses</td><td>{@code INVALID}</td></tr>
 *   <tr><td>a relative retrieval URI or application default</td><td>{@code INVALID}
 *       ({@link UriSyntaxException.Kind#MISSING_SCHEME})</td></tr>
 *   <tr><td>a URI whose scheme cannot be a base ({@code urn}, {@code mailto}:
 *       {@link dev.urikit.spi.Scheme#canBeBase()})</td><td>{@code SCHEME_CANNOT_BE_BASE}</td></tr>
 *   <tr><td>a relative reference with no usable layer below it</td><td>{@code NOTHING_TO_RESOLVE_AGAINST}</td></tr>
 *   <tr><td>a relative reference whose resolved URI its scheme's module refuses</td><td>{@code RESOLUTION_REFUSED}</td></tr>
 * </table>
 *
 * <p>{@link #skipped()} lists every layer that was consulted and skipped, innermost first. A layer below the
 * winning one is consulted only when the winner is relative and needs it, so an invalid retrieval URI goes
 * unmentioned under an absolute embedded base.
 *
 * <h2>Fragments</h2>
 *
 * <p>Section 5.1 says a base is an absolute URI "stripped of any fragment component": the fragment of the
 * winning value (or of its resolution, for a relative one) is removed from {@link #uri()} and kept, as written,
 * in {@link #strippedFragment()}. Resolution would ignore it anyway (section 5.2.2); the result just says so.
 *
 * <h2>When no layer gives a base</h2>
 *
 * <p>{@link Builder#establish()} throws a {@link NoBaseException} that names each skipped layer's reason;
 * {@link Builder#establishOrNull()} returns null. Text is parsed strictly, with the builder's
 * {@link SchemeRegistry}: an attribute value is given as the document holds it, after the caller has removed
 * what the document's own format strips (HTML trims the spaces around an href). An {@code xml:base} value is
 * an IRI (XML Base section 3): give its URI, {@code IriReference.parse(value).toUri()}.
 *
 * <p>Values are immutable and thread-safe; the builder is not.
 */
public final class DocumentBase {

  private static final BaseLayer[] LAYERS = BaseLayer.values();

  private final Uri uri;
  private final BaseLayer layer;
  private final @Nullable String strippedFragment;
  private final List<SkippedBase> skipped;

  private DocumentBase(Uri uri, BaseLayer layer, @Nullable String strippedFragment, List<SkippedBase> skipped) {
    this.uri = uri;
    this.layer = layer;
    this.strippedFragment = strippedFragment;
    this.skipped = List.copyOf(skipped);
  }

  /** A builder whose text values are parsed with the {@linkplain SchemeRegistry#installed() installed} schemes. */
  public static Builder builder() {
    return new Builder(SchemeRegistry.installed());
  }

  /** A builder whose text values are parsed with {@code registry}. */
  public static Builder builder(SchemeRegistry registry) {
    return new Builder(registry);
  }

  /** The base URI: absolute, without a fragment, of a scheme whose URIs can be a base. */
  public Uri uri() {
    return uri;
  }

  /** The layer that gave the base; for a relative value, the layer of that value, not of the base below it. */
  public BaseLayer layer() {
    return layer;
  }

  /** The fragment removed from the base, as written without its {@code "#"}, or null when it had none. */
  public @Nullable String strippedFragment() {
    return strippedFragment;
  }

  /** The layers consulted and skipped, innermost first; empty when the first layer given was usable. */
  public List<SkippedBase> skipped() {
    return skipped;
  }

  /** For debugging: {@code DocumentBase[uri=http://a/b/, layer=EMBEDDED, skipped=[]]}. */
  @Override
  public String toString() {
    return "DocumentBase[uri=" + uri + ", layer=" + layer
        + (strippedFragment == null ? "" : ", strippedFragment=" + strippedFragment)
        + ", skipped=" + skipped + "]";
  }

  /**
   * Collects the layers of a document's base; {@link #establish()} consults them. Each setter replaces its
   * layer's value, and null removes it, so a header that may be missing is given as it is:
   * {@code .encapsulatingEntity(headers.get("Content-Location"))}.
   */
  public static final class Builder {

    private final SchemeRegistry registry;
    /** Each layer's value, by ordinal: a String to parse, a UriReference, or null. */
    private final @Nullable Object[] values = new Object[LAYERS.length];

    private Builder(SchemeRegistry registry) {
      this.registry = registry;
    }

    /** The base embedded in the content, as written: an absolute URI, or a reference relative to the layers below. */
    public Builder embedded(@Nullable String text) {
      return set(BaseLayer.EMBEDDED, text);
    }

    /** The base embedded in the content, already parsed; see {@link #embedded(String)}. */
    public Builder embedded(@Nullable UriReference reference) {
      return set(BaseLayer.EMBEDDED, reference);
    }

    /** The encapsulating entity's base, as written: an absolute URI, or a reference relative to the layers below. */
    public Builder encapsulatingEntity(@Nullable String text) {
      return set(BaseLayer.ENCAPSULATING_ENTITY, text);
    }

    /** The encapsulating entity's base, already parsed; see {@link #encapsulatingEntity(String)}. */
    public Builder encapsulatingEntity(@Nullable UriReference reference) {
      return set(BaseLayer.ENCAPSULATING_ENTITY, reference);
    }

    /** The URI the document was retrieved from, after redirects, as written; it must be absolute. */
    public Builder retrievalUri(@Nullable String text) {
      return set(BaseLayer.RETRIEVAL_URI, text);
    }

    /** The URI the document was retrieved from, after redirects. */
    public Builder retrievalUri(@Nullable Uri uri) {
      return set(BaseLayer.RETRIEVAL_URI, uri);
    }

    /** The application's default base, as written; it must be absolute. */
    public Builder applicationDefault(@Nullable String text) {
      return set(BaseLayer.APPLICATION_DEFAULT, text);
    }

    /** The application's default base. */
    public Builder applicationDefault(@Nullable Uri uri) {
      return set(BaseLayer.APPLICATION_DEFAULT, uri);
    }

    /**
     * The base from the first usable layer. The builder can be changed and asked again.
     *
     * @throws NoBaseException if no layer gives a base; it names why each given layer was skipped
     */
    public DocumentBase establish() {
      List<SkippedBase> skipped = new ArrayList<>();
      DocumentBase found = establish(0, skipped);
      if (found == null) {
        throw new NoBaseException(ordered(skipped));
      }
      return found;
    }

    /** Like {@link #establish()}, but null where that throws. */
    public @Nullable DocumentBase establishOrNull() {
      return establish(0, new ArrayList<>());
    }

    private Builder set(BaseLayer layer, @Nullable Object value) {
      values[layer.ordinal()] = value;
      return this;
    }

    /**
     * The base from the layers from {@code LAYERS[from]} down, adding to {@code skipped} each layer consulted
     * and skipped. A relative value asks the layers below it for the base it is resolved against; they are
     * then consulted already, so that this one's verdict ends the walk.
     */
    private @Nullable DocumentBase establish(int from, List<SkippedBase> skipped) {
      for (int i = from; i < LAYERS.length; i++) {
        Object value = values[i];
        if (value == null) {
          continue;
        }
        BaseLayer layer = LAYERS[i];
        String text = value.toString();
        UriReference reference;
        try {
          reference = value instanceof UriReference parsed ? parsed : parse(layer, text);
        } catch (UriSyntaxException e) {
          skipped.add(new SkippedBase(layer, text, SkippedBase.Reason.INVALID, e, null));
          continue;
        }
        if (reference instanceof Uri uri) {
          DocumentBase base = absolute(layer, text, uri, skipped);
          if (base != null) {
            return base;
          }
          continue;
        }
        DocumentBase below = establish(i + 1, skipped);
        if (below == null) {
          skipped.add(new SkippedBase(layer, text, SkippedBase.Reason.NOTHING_TO_RESOLVE_AGAINST, null, null));
          return null;
        }
        try {
          return found(below.uri.resolve(reference), layer, skipped);
        } catch (UriSyntaxException e) {
          skipped.add(new SkippedBase(layer, text, SkippedBase.Reason.RESOLUTION_REFUSED, e, null));
          return new DocumentBase(below.uri, below.layer, below.strippedFragment, ordered(skipped));
        }
      }
      return null;
    }

    /** The base an absolute value gives, or null when its scheme cannot be a base (the layer is then skipped). */
    private static @Nullable DocumentBase absolute(BaseLayer layer, String text, Uri uri, List<SkippedBase> skipped) {
      if (!uri.binding.canBeBase) {
        skipped.add(new SkippedBase(layer, text, SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, null, uri.binding.name));
        return null;
      }
      try {
        return found(uri, layer, skipped);
      } catch (UriSyntaxException e) {
        // The scheme's module refuses the URI without its fragment.
        skipped.add(new SkippedBase(layer, text, SkippedBase.Reason.INVALID, e, null));
        return null;
      }
    }

    private UriReference parse(BaseLayer layer, String text) {
      return layer.takesRelative() ? UriReference.parse(text, registry) : Uri.parse(text, registry);
    }

    /**
     * The base {@code uri} without its fragment, from {@code layer}.
     *
     * @throws UriSyntaxException if the scheme's module refuses the URI without its fragment
     */
    private static DocumentBase found(Uri uri, BaseLayer layer, List<SkippedBase> skipped) {
      String fragment = uri.fragment();
      Uri base = fragment == null ? uri : uri.withFragment(null);
      return new DocumentBase(base, layer, fragment, ordered(skipped));
    }

    /** The skipped layers innermost first: a relative value's verdict comes after those of the layers below it. */
    private static List<SkippedBase> ordered(List<SkippedBase> skipped) {
      List<SkippedBase> ordered = new ArrayList<>(skipped);
      ordered.sort(Comparator.comparing(SkippedBase::layer));
      return ordered;
    }
  }
}

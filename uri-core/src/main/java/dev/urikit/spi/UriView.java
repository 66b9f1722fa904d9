package dev.urikit.spi;

import dev.urikit.Uri;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The base of a scheme's typed view ({@code HttpUri}, {@code Urn}, {@code MailtoUri}, ...): it holds the
 * {@link Uri} the view reads, and gives every view the same {@link #toUri()}, {@link #normalize()},
 * {@link #toString()}, {@link #equals(Object)} and {@link #hashCode()}, so that a view's class holds only
 * what is specific to its scheme.
 *
 * <pre>{@code
 * public final class TelUri extends UriView<OpaqueUri, TelUri> {
 *   TelUri(OpaqueUri uri) { super(uri); }
 *   @Override protected TelUri rewrap(Uri normalized) { return new TelUri((OpaqueUri) normalized); }
 *   public String number() { return PercentEncoding.decode(toUri().path()); }
 * }
 * }</pre>
 *
 * <table>
 *   <caption>What the base gives</caption>
 *   <tr><th>method</th><th>result</th></tr>
 *   <tr><td>{@code toUri()}</td><td>the URI the view was made from</td></tr>
 *   <tr><td>{@code toString()}</td><td>that URI's text, exactly as it was parsed or built</td></tr>
 *   <tr><td>{@code normalize()}</td><td>a view of the same type over {@link Uri#normalize()}; this view
 *       itself when normalization changes nothing</td></tr>
 *   <tr><td>{@code equals(o)}</td><td>true when {@code o} is a view of the same class whose URI
 *       {@linkplain Uri#equals(Object) equals} this one's: the scheme's equivalence, not the text</td></tr>
 *   <tr><td>{@code hashCode()}</td><td>the URI's hash code, so that it agrees with {@code equals}</td></tr>
 * </table>
 *
 * <p>Views are immutable and thread-safe, as their URIs are.
 *
 * @param <U> the kind of URI the view reads: {@link dev.urikit.HierarchicalUri}, {@link dev.urikit.OpaqueUri}
 *     or {@link Uri} for a scheme that allows both
 * @param <V> the view's own type
 */
public abstract class UriView<U extends Uri, V extends UriView<U, V>> {

  private final U uri;

  /** A view of {@code uri}, which the view's scheme has validated. */
  protected UriView(U uri) {
    this.uri = Objects.requireNonNull(uri, "uri");
  }

  /**
   * A view of the same type over {@code normalized}, a URI of the same scheme that {@link #normalize()}
   * has made from this view's URI.
   */
  protected abstract V rewrap(Uri normalized);

  /** The underlying URI. */
  public U toUri() {
    return uri;
  }

  /**
   * Normalized by RFC 3986 sections 6.2.2 and 6.2.3 (the scheme's own rules included), as
   * {@link Uri#normalize()} normalizes; this view itself when that changes nothing.
   */
  public V normalize() {
    Uri normalized = uri.normalize();
    if (normalized == uri) {
      @SuppressWarnings("unchecked") // V is this view's own class, as every subclass declares it
      V self = (V) this;
      return self;
    }
    return rewrap(normalized);
  }

  /** The text this URI was parsed or built from, unchanged. */
  @Override
  public final String toString() {
    return uri.toString();
  }

  /**
   * Equal when {@code o} is a view of the same class and the URIs are equivalent, as
   * {@link Uri#equals(Object)} decides with the scheme's rules.
   */
  @Override
  public final boolean equals(@Nullable Object o) {
    return o != null && o.getClass() == getClass() && uri.equals(((UriView<?, ?>) o).uri);
  }

  /** The URI's hash code, which agrees with {@link #equals(Object)}. */
  @Override
  public final int hashCode() {
    return uri.hashCode();
  }
}

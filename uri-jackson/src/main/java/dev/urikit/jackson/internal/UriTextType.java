package dev.urikit.jackson.internal;

import dev.urikit.HierarchicalIri;
import dev.urikit.HierarchicalUri;
import dev.urikit.Iri;
import dev.urikit.IriReference;
import dev.urikit.OpaqueIri;
import dev.urikit.OpaqueUri;
import dev.urikit.RelativeIriReference;
import dev.urikit.RelativeReference;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A type that the Jackson modules write as its text and read back: what both adapters, Jackson 3's and
 * Jackson 2's, share, so that they read the same types the same way and word a refusal alike.
 *
 * <pre>{@code
 * for (UriTextType<?> type : UriTextType.all(SchemeRegistry.installed())) {
 *   type.type();              // Uri.class, ..., then HttpUri.class, Urn.class, ... as installed
 * }
 * UriTextType.all(SchemeRegistry.installed()).get(1).read("http://h:8o/")
 * // UriSyntaxException: INVALID_PORT at index 10
 * }</pre>
 *
 * <p>A value is written as its {@code toString()}, which every URI, IRI and view gives back exactly as
 * parsed or built. Text is read with the type's own {@code parse}; a view's with {@link Uri#parse(String,
 * SchemeRegistry)} and {@link Uri#view(Class)}, so that no scheme module is needed to compile this one.
 *
 * @param <T> the type
 */
public final class UriTextType<T> {

  private final Class<T> type;
  private final Function<String, T> reader;

  private UriTextType(Class<T> type, Function<String, T> reader) {
    this.type = type;
    this.reader = reader;
  }

  /**
   * The core types (the URI and IRI references and each of their forms), then the view types that the
   * schemes of {@code registry} list ({@link SchemeRegistry#viewTypes()}), read with that registry.
   */
  public static List<UriTextType<?>> all(SchemeRegistry registry) {
    List<UriTextType<?>> types = new ArrayList<>(List.<UriTextType<?>>of(
        new UriTextType<>(UriReference.class, UriReference::parse),
        new UriTextType<>(Uri.class, Uri::parse),
        new UriTextType<>(HierarchicalUri.class, HierarchicalUri::parse),
        new UriTextType<>(OpaqueUri.class, OpaqueUri::parse),
        new UriTextType<>(RelativeReference.class, RelativeReference::parse),
        new UriTextType<>(IriReference.class, IriReference::parse),
        new UriTextType<>(Iri.class, Iri::parse),
        new UriTextType<>(HierarchicalIri.class, HierarchicalIri::parse),
        new UriTextType<>(OpaqueIri.class, OpaqueIri::parse),
        new UriTextType<>(RelativeIriReference.class, RelativeIriReference::parse)));
    for (Class<? extends UriView<?, ?>> view : registry.viewTypes()) {
      types.add(view(view, registry));
    }
    return types;
  }

  private static <V extends UriView<?, ?>> UriTextType<V> view(Class<V> type, SchemeRegistry registry) {
    return new UriTextType<>(type, text -> {
      Uri uri = Uri.parse(text, registry);
      V view = uri.view(type);
      if (view == null) {
        throw new UriSyntaxException(UriSyntaxException.Kind.SCHEME_SPECIFIC, 0,
            "a " + type.getSimpleName() + " is not made of a URI of scheme \"" + uri.scheme() + "\"", uri.scheme());
      }
      return view;
    });
  }

  /** The class. */
  public Class<T> type() {
    return type;
  }

  /**
   * The value that {@code text} stands for.
   *
   * @throws UriSyntaxException if {@code text} is not one: for a view, a URI whose scheme makes no such
   *     view is of kind {@link UriSyntaxException.Kind#SCHEME_SPECIFIC} at index 0
   */
  public T read(String text) {
    return reader.apply(text);
  }

  /** The text a value is written as: its {@code toString()}, exactly as parsed or built. */
  public static String write(Object value) {
    return value.toString();
  }

  /**
   * What a reader says of {@code text}, which {@link #read(String)} refused with {@code error}:
   * {@link UriSyntaxException#messageFor(String, String)} with this type's simple name, so the text with its
   * user information masked, the kind and the index.
   */
  public String refusal(String text, UriSyntaxException error) {
    return error.messageFor(text, type.getSimpleName());
  }

  /** The text as an exception may hold it as its value: {@link UriSyntaxException#excerpt(String)}. */
  public static String excerpt(String text) {
    return UriSyntaxException.excerpt(text);
  }

  @Override
  public String toString() {
    return "UriTextType[" + type.getName() + "]";
  }
}

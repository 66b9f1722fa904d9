package dev.urikit.jackson;

import dev.urikit.SchemeRegistry;
import dev.urikit.UriSyntaxException;
import dev.urikit.jackson.internal.UriTextType;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.Version;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.KeyDeserializer;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.deser.std.StdScalarDeserializer;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdScalarSerializer;
import tools.jackson.databind.ser.std.StdSerializer;

/**
 * The Jackson 3 module of urikit: reads and writes every URI, IRI and scheme view type as a JSON string,
 * as a value and as a map key. A mapper finds it by itself ({@code META-INF/services}).
 *
 * <pre>{@code
 * record Link(Uri target, HttpUri page, Map<Urn, Uri> seeAlso) {}
 *
 * JsonMapper mapper = JsonMapper.builder().findAndAddModules().build();
 * mapper.writeValueAsString(new Link(Uri.parse("mailto:a@example.com"), HttpUri.parse("https://example.com/"),
 *     Map.of(Urn.parse("urn:isbn:0451450523"), Uri.parse("https://example.com/book"))));
 * // {"target":"mailto:a@example.com","page":"https://example.com/","seeAlso":{"urn:isbn:0451450523":"https://example.com/book"}}
 * }</pre>
 *
 * <p>The types: {@code UriReference}, {@code Uri}, {@code HierarchicalUri}, {@code OpaqueUri},
 * {@code RelativeReference}, {@code IriReference}, {@code Iri}, {@code HierarchicalIri}, {@code OpaqueIri},
 * {@code RelativeIriReference}, and the view types of every installed scheme module
 * ({@link SchemeRegistry#viewTypes()}: {@code HttpUri}, {@code Urn}, {@code MailtoUri}, ...), found when the
 * module is made, without depending on the scheme modules. A value is written exactly as it was parsed or
 * built ({@code toString()}).
 *
 * <p>Text that is not a value of the wanted type fails with Jackson's {@link InvalidFormatException}, at the
 * string's location in the JSON; its message names the text (user information masked, escaped, cut at 200
 * characters, as {@link UriSyntaxException#excerpt(String)} shows it), the type, the error's kind and index:
 *
 * <pre>{@code
 * mapper.readValue("{\"target\":\"http://anna:pw@h:8o/\"}", Link.class);
 * // InvalidFormatException: cannot read "http://***@h:8o/" as Uri (INVALID_PORT at index 18): invalid character
 * //   in port at index 18 at [Source: ...; line: 1, column: 11] (through reference chain: Link["target"])
 * }</pre>
 *
 * <p>Keep {@code StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION} off (Jackson's default) so that the location
 * does not quote the input either.
 */
public final class UrikitModule extends SimpleModule {

  private static final long serialVersionUID = 1L;

  /** The module with the core types and the view types of {@link SchemeRegistry#installed()}. */
  public UrikitModule() {
    super("urikit", Version.unknownVersion());
    for (UriTextType<?> type : UriTextType.all(SchemeRegistry.installed())) {
      add(type);
    }
  }

  private <T> void add(UriTextType<T> type) {
    addSerializer(type.type(), new TextSerializer<>(type.type()));
    addKeySerializer(type.type(), new KeySerializer<>(type.type()));
    addDeserializer(type.type(), new TextDeserializer<>(type));
    addKeyDeserializer(type.type(), new TextKeyDeserializer(type));
  }

  /** Writes a value as a JSON string, its text. */
  private static final class TextSerializer<T> extends StdScalarSerializer<T> {
    TextSerializer(Class<T> type) {
      super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator generator, SerializationContext context) {
      generator.writeString(UriTextType.write(value));
    }
  }

  /** Writes a map key as its text. */
  private static final class KeySerializer<T> extends StdSerializer<T> {
    KeySerializer(Class<T> type) {
      super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator generator, SerializationContext context) {
      generator.writeName(UriTextType.write(value));
    }
  }

  /** Reads a value from a JSON string. */
  private static final class TextDeserializer<T> extends StdScalarDeserializer<T> {
    private final UriTextType<T> type;

    TextDeserializer(UriTextType<T> type) {
      super(type.type());
      this.type = type;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) {
      if (!parser.hasToken(JsonToken.VALUE_STRING)) {
        @SuppressWarnings("unchecked") // the handler returns a T or throws
        T handled = (T) context.handleUnexpectedToken(type.type(), parser);
        return handled;
      }
      String text = parser.getString();
      try {
        return type.read(text);
      } catch (UriSyntaxException e) {
        throw refusal(parser, type, text, e);
      }
    }
  }

  /** Reads a map key. */
  private static final class TextKeyDeserializer extends KeyDeserializer {
    private final UriTextType<?> type;

    TextKeyDeserializer(UriTextType<?> type) {
      this.type = type;
    }

    @Override
    public Object deserializeKey(String key, DeserializationContext context) {
      try {
        return type.read(key);
      } catch (UriSyntaxException e) {
        throw refusal(context.getParser(), type, key, e);
      }
    }
  }

  /** Jackson's exception for {@code text}, located where the parser stands, quoting only the excerpt. */
  private static InvalidFormatException refusal(JsonParser parser, UriTextType<?> type, String text,
      UriSyntaxException error) {
    return InvalidFormatException.from(parser, type.refusal(text, error), UriTextType.excerpt(text), type.type());
  }
}

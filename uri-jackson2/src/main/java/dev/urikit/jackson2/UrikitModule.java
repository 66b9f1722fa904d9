package dev.urikit.jackson2;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriSyntaxException;
import dev.urikit.jackson.internal.UriTextType;
import java.io.IOException;

/**
 * The Jackson 2 module of urikit: reads and writes every URI, IRI and scheme view type as a JSON string,
 * as a value and as a map key. A mapper finds it by itself ({@code META-INF/services}).
 *
 * <pre>{@code
 * record Link(Uri target, HttpUri page, Map<Urn, Uri> seeAlso) {}
 *
 * ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();
 * mapper.writeValueAsString(new Link(Uri.parse("mailto:a@example.com"), HttpUri.parse("https://example.com/"),
 *     Map.of(Urn.parse("urn:isbn:0451450523"), Uri.parse("https://example.com/book"))));
 * // {"target":"mailto:a@example.com","page":"https://example.com/","seeAlso":{"urn:isbn:0451450523":"https://example.com/book"}}
 * }</pre>
 *
 * <p>It reads and writes what {@code dev.urikit.jackson.UrikitModule}, the Jackson 3 module, does, the same
 * way (both take the types and their readers from {@code uri-jackson}'s Jackson-free part): the core types,
 * and the view types of every installed scheme module ({@link SchemeRegistry#viewTypes()}), found when the
 * module is made, without depending on the scheme modules.
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
 * <p>Keep {@code StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION} off (the default since Jackson 2.16) so that
 * the location does not quote the input either.
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
    private static final long serialVersionUID = 1L;

    TextSerializer(Class<T> type) {
      super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator generator, SerializerProvider provider) throws IOException {
      generator.writeString(UriTextType.write(value));
    }
  }

  /** Writes a map key as its text. */
  private static final class KeySerializer<T> extends StdSerializer<T> {
    private static final long serialVersionUID = 1L;

    KeySerializer(Class<T> type) {
      super(type);
    }

    @Override
    public void serialize(T value, JsonGenerator generator, SerializerProvider provider) throws IOException {
      generator.writeFieldName(UriTextType.write(value));
    }
  }

  /** Reads a value from a JSON string. */
  private static final class TextDeserializer<T> extends StdScalarDeserializer<T> {
    private static final long serialVersionUID = 1L;
    private final transient UriTextType<T> type;

    TextDeserializer(UriTextType<T> type) {
      super(type.type());
      this.type = type;
    }

    @Override
    public T deserialize(JsonParser parser, DeserializationContext context) throws IOException {
      if (!parser.hasToken(JsonToken.VALUE_STRING)) {
        @SuppressWarnings("unchecked") // the handler returns a T or throws
        T handled = (T) context.handleUnexpectedToken(type.type(), parser);
        return handled;
      }
      String text = parser.getText();
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
    public Object deserializeKey(String key, DeserializationContext context) throws IOException {
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

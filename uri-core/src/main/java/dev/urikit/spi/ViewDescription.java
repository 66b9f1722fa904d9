package dev.urikit.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A scheme's typed view described as named values that any tool can print without knowing the view's
 * class: the {@code urikit} command prints it as a JSON member called {@link #name()}.
 *
 * <pre>{@code
 * ViewDescription.builder("ftp")
 *     .put("host", "ftp.example.com")
 *     .put("port", 21)
 *     .put("cwd", List.of("pub", "gnu"))
 *     .put("typecode", (String) null)
 *     .build();
 * // printed by urikit as  "ftp":{"host":"ftp.example.com","port":21,"cwd":["pub","gnu"],"typecode":null}
 * }</pre>
 *
 * <p>Values are what JSON has: a {@code String}, a whole number ({@code Long}), a {@code Double}, a
 * {@code Boolean}, null, an unmodifiable {@code List} of values, or an unmodifiable {@code Map} from
 * names to values for a nested object. Members keep the order in which they were put.
 */
public final class ViewDescription {

  private final String name;
  private final Map<String, @Nullable Object> members;

  private ViewDescription(String name, Map<String, @Nullable Object> members) {
    this.name = name;
    this.members = members;
  }

  /**
   * A builder for the description called {@code name}, such as {@code "http"} for the http, https, ws
   * and wss view.
   */
  public static Builder builder(String name) {
    if (name.isEmpty()) {
      throw new IllegalArgumentException("a view description needs a name");
    }
    return new Builder(name);
  }

  /** The name the description goes under, such as {@code "mailto"}. */
  public String name() {
    return name;
  }

  /** The members in the order they were put; unmodifiable. */
  public Map<String, @Nullable Object> members() {
    return members;
  }

  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof ViewDescription other && name.equals(other.name) && members.equals(other.members);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + members.hashCode();
  }

  /** The name and members, as in {@code ftp{host=ftp.example.com, port=21}}. */
  @Override
  public String toString() {
    return name + members;
  }

  /** Collects the members of a description, or of a nested object. Not thread-safe. */
  public static final class Builder {

    private final String name;
    private final Map<String, @Nullable Object> members = new LinkedHashMap<>();

    private Builder(String name) {
      this.name = name;
    }

    /** Adds a string, or null. */
    public Builder put(String key, @Nullable String value) {
      return putValue(key, value);
    }

    /** Adds a whole number. */
    public Builder put(String key, long value) {
      return putValue(key, value);
    }

    /** Adds a number ({@code Integer} and {@code Long} as whole numbers, others as {@code Double}), or null. */
    public Builder put(String key, @Nullable Number value) {
      return putValue(key, value == null ? null : number(value));
    }

    /** Adds a boolean, or null. */
    public Builder put(String key, @Nullable Boolean value) {
      return putValue(key, value);
    }

    /**
     * Adds a list of values (strings, numbers, booleans, nulls, lists, maps with string keys), copied;
     * or null.
     *
     * @throws IllegalArgumentException if an element is of another type
     */
    public Builder put(String key, @Nullable List<?> value) {
      return putValue(key, value == null ? null : copy(value));
    }

    /** Adds a nested object whose members {@code members} puts. */
    public Builder putObject(String key, Consumer<Builder> members) {
      Builder nested = new Builder(name);
      members.accept(nested);
      return putValue(key, Collections.unmodifiableMap(new LinkedHashMap<>(nested.members)));
    }

    /** The description; later changes to this builder do not affect it. */
    public ViewDescription build() {
      return new ViewDescription(name, Collections.unmodifiableMap(new LinkedHashMap<>(members)));
    }

    private Builder putValue(String key, @Nullable Object value) {
      Objects.requireNonNull(key, "key");
      if (members.containsKey(key)) {
        throw new IllegalArgumentException("member \"" + key + "\" is already described");
      }
      members.put(key, value);
      return this;
    }

    private static Object number(Number value) {
      if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
        return value.longValue();
      }
      return value.doubleValue();
    }

    private static @Nullable Object value(@Nullable Object value) {
      if (value == null || value instanceof String || value instanceof Boolean) {
        return value;
      }
      if (value instanceof Number number) {
        return number(number);
      }
      if (value instanceof List<?> list) {
        return copy(list);
      }
      if (value instanceof Map<?, ?> map) {
        Map<String, @Nullable Object> copy = new LinkedHashMap<>();
        for (Map.Entry<?, ?> entry : map.entrySet()) {
          if (!(entry.getKey() instanceof String key)) {
            throw new IllegalArgumentException("a nested object's names are strings, not " + entry.getKey());
          }
          copy.put(key, value(entry.getValue()));
        }
        return Collections.unmodifiableMap(copy);
      }
      throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
    }

    private static List<@Nullable Object> copy(List<?> list) {
      List<@Nullable Object> copy = new ArrayList<>(list.size());
      for (Object element : list) {
        copy.add(value(element));
      }
      return Collections.unmodifiableList(copy);
    }
  }
}

import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Sobre PickBazar',
  description:
    'PickBazar lleva a internet las tiendas independientes de Nueva York y Dubái: alimentación fresca, pan, libros, maquillaje, ropa y bolsos, entregados desde tu barrio.',
  sections: [
    {
      id: 'story',
      title: 'Nuestra historia',
      blocks: [
        'PickBazar nació de una pregunta sencilla: ¿por qué comprar por internet tiene que significar renunciar a las tiendas que nos gustan? El frutero que sabe qué melocotones están en su punto, la panadera que empieza a las cuatro de la mañana, el librero que siempre acierta con su recomendación: merecen un sitio en tu pantalla, igual que en tu calle.',
        'Así que creamos un mercado para ellos. Las tiendas independientes venden una al lado de la otra, tú llenas un solo carrito y cada tienda prepara su parte del pedido y te la envía recién hecha.',
      ],
    },
    {
      id: 'shops',
      title: 'Las tiendas',
      blocks: [
        'Hoy venden en PickBazar nueve negocios independientes de dos ciudades:',
        {
          list: [
            '**Alimentación:** Green Valley Grocers en el West Village y Harvest Corner Market en Brooklyn, con fruta y verdura de granjas del valle del Hudson, y Dubai Fresh Souk en Deira, con dátiles, especias y verdura fresca.',
            '**Panadería:** Rise & Crumb en el East Village y Al Manara Bakery en Jumeirah, con pan, bollería y manakish horneados cada mañana.',
            '**Libros:** Paper Lantern Books, en Jane Street, en papel y en formato electrónico.',
            '**Maquillaje:** Glow Theory Cosmetics, en Downtown Dubai.',
            '**Ropa:** Thread & Needle, en el Garment District.',
            '**Bolsos:** Satchel & Co., en Al Quoz (Dubái).',
          ],
        },
        'Descúbrelas todas en la [página de tiendas](/shops).',
      ],
    },
    {
      id: 'how-it-works',
      title: 'Cómo funciona',
      blocks: [
        'Cada tienda decide qué vende y a qué precio, y prepara tu pedido ella misma. PickBazar se ocupa de todo lo demás: la web, los pagos seguros, los repartidores y la atención al cliente. Si algo sale mal, hablas con nosotros y lo resolvemos con la tienda.',
        'El envío es gratis a partir de 50 $ y cuesta 4,99 $ en los demás casos, con entrega exprés en 90 minutos o en la franja que prefieras. Más detalles en la página de [entregas](/delivery).',
      ],
    },
    {
      id: 'values',
      title: 'Lo que nos importa',
      blocks: [
        {
          list: [
            '**Condiciones justas para las tiendas.** Conservan su nombre, sus precios y sus clientes.',
            '**Precios honestos.** Lo que ves en el carrito es lo que pagas, con impuestos y envío a la vista antes de confirmar.',
            '**Menos desperdicio.** Las tiendas preparan bajo pedido y las panaderías venden con descuento lo que sobra del día en lugar de tirarlo.',
            '**Tu privacidad.** Solo recogemos lo necesario para entregarte el pedido. Lee nuestra [política de privacidad](/privacy).',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Hablemos',
      blocks: [
        '¿Preguntas, ideas o una tienda que debería estar aquí? Escríbenos desde la [página de contacto](/contact): leemos todos los mensajes.',
      ],
    },
  ],
};

export default content;
